/** Today in the club's time zone, yyyy-MM-dd (the server counts daily gains by this day). */
export const dayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
