export const BANK_ACCOUNTS_URL = '/financial/bank-accounts';
export const NEW_BANK_ACCOUNT_URL = `${BANK_ACCOUNTS_URL}/new`;
export const editBankAccountUrl = (id: number) => `${BANK_ACCOUNTS_URL}/edit?id=${id}`;
