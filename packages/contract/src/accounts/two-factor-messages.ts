/**
 * What the two-factor sign-in (TOTP) says to people, in pt-BR (docs/accounts.md#two-factor-sign-in).
 * Kept beside its endpoints rather than in common/messages.ts, which every feature appends to.
 */
export const twoFactorMessages = {
  codeRequested: 'Digite o código de 6 dígitos do seu aplicativo autenticador (ou um código de recuperação).',
  codeRequired: 'Código é obrigatório.',
  codeInvalid: 'Código inválido.',
  codeAlreadyUsed: 'Este código já foi usado. Aguarde o próximo código do aplicativo.',
  challengeInvalid: 'A verificação expirou. Entre novamente com sua senha.',
  challengeRequired: 'Verificação inválida. Entre novamente com sua senha.',
  passwordWrong: 'Senha incorreta.',
  alreadyEnabled: 'A verificação em duas etapas já está ativa.',
  notEnabled: 'A verificação em duas etapas não está ativa.',
  setupMissing: 'Comece a ativação novamente: gere um novo código QR.',
  setupStarted: 'Leia o código QR no aplicativo autenticador e digite o código que ele mostrar.',
  enabled: 'Verificação em duas etapas ativada. Guarde os códigos de recuperação.',
  disabled: 'Verificação em duas etapas desativada.',
  recoveryCodesRenewed: 'Novos códigos de recuperação gerados. Os anteriores não valem mais.',
  operatorSession: 'Sessão de operador (entrar como sócio): a verificação em duas etapas só pode ser alterada pelo próprio sócio.',
  staffRequired: 'O console de administração exige a verificação em duas etapas. Ative-a para continuar.',
  mailEnabledSubject: 'Verificação em duas etapas ativada no Clube Office',
  mailDisabledSubject: 'Verificação em duas etapas desativada no Clube Office',
  mailRecoveryUsedSubject: 'Um código de recuperação foi usado na sua conta do Clube Office',
  mailRecoveryRenewedSubject: 'Novos códigos de recuperação no Clube Office',
  mailText: (name: string, what: string, when: string) =>
    `Olá, ${name}.\n\n${what} em ${when} (horário de Brasília).\n\n` +
    'Se não foi você, troque sua senha agora em Meus Dados e fale com o suporte do clube.\n\nClube Office',
  mailEnabledWhat: 'A verificação em duas etapas foi ativada na sua conta',
  mailDisabledWhat: 'A verificação em duas etapas foi desativada na sua conta',
  mailRecoveryUsedWhat: (left: number) => `Um código de recuperação foi usado para entrar na sua conta (restam ${left}; cada código vale uma vez)`,
  mailRecoveryRenewedWhat: 'Novos códigos de recuperação foram gerados para a sua conta; os anteriores não valem mais',
} as const;
