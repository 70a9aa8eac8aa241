/**
 * The texts of the first screen (/login, the app's frame, the error toast, the demonstration
 * ribbon), kept apart from `messages` so that a visitor's first download does not carry every
 * text of the product (docs/performance.md, "What /login loads"). `messages` includes them: the
 * API and the other pages keep reading `messages`.
 */
export const firstScreenMessages = {
  // Generic
  serverError: '500: Erro de Servidor',
  /** The confirm button of the error toast (spec part 1, section 8). */
  errorToastConfirm: 'OK',
  invalidForm: 'Formulário inválido.',
  // Session and login
  loginUserRequired: 'Email/Usuário é obrigatório.',
  loginUserMin: 'Usuário deve ter ao menos 3 caracteres.',
  passwordRequired: 'Senha é obrigatória.',
  forgotPassword: 'Esqueci minha senha...',
  // Demonstration mode
  demoModeRibbon: 'Modo demonstração',
  demoModeRibbonDetail: 'Pagamentos simulados: nenhum valor é cobrado, creditado ou sacado.',
  // A store client in the office: he signs in at his store, never at /login (docs/marketplace.md#public-store)
  storeClientLoginHint: (store: string) => `Cliente da loja @${store}?`,
  storeClientLoginLink: 'Entre pela loja',
};
