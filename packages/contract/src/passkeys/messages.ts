/**
 * Every pt-BR text of passkeys (docs/security.md#passkeys). Without zod, so that /login's
 * 'Entrar com passkey' uses them without downloading it (docs/performance.md "Web").
 */
export const passkeyMessages = {
  title: 'Passkeys',
  intro: 'Entre com a digital, o rosto ou o bloqueio de tela do seu aparelho, sem digitar a senha.',
  add: 'Adicionar passkey',
  signIn: 'Entrar com passkey',
  remove: 'Remover',
  rename: 'Renomear',
  save: 'Salvar',
  cancel: 'Cancelar',
  none: 'Nenhuma passkey cadastrada.',
  nameLabel: 'Nome da passkey',
  namePlaceholder: 'Ex.: Meu celular',
  createdOn: 'Criada em',
  lastUsedOn: 'Último uso',
  neverUsed: 'Nunca usada',
  confirmAddHint: 'Confirme sua senha para adicionar uma passkey a esta conta.',
  confirmRemove: (name: string) => `Remover a passkey "${name}"? Ela deixará de entrar nesta conta.`,
  confirmRemoveHint: 'Confirme sua senha para remover a passkey.',
  registered: 'Passkey cadastrada com sucesso.',
  removed: 'Passkey removida.',
  renamed: 'Passkey renomeada.',
  signedIn: 'Login realizado com sucesso.',
  nameRequired: 'Nome da passkey é obrigatório.',
  challengeInvalid: 'A confirmação da passkey expirou ou já foi usada. Tente novamente.',
  registrationFailed: 'Não foi possível confirmar a passkey. Tente novamente.',
  signInFailed: 'Não foi possível entrar com esta passkey. Entre com usuário e senha.',
  alreadyRegistered: 'Esta passkey já está cadastrada.',
  limitReached: (max: number) => `Limite de ${max} passkeys atingido. Remova uma antes de adicionar outra.`,
  notFound: 'Passkey não encontrada.',
  operatorSession: 'Sessão de operador (entrar como sócio): passkeys só podem ser cadastradas ou removidas pelo próprio sócio.',
  credentialInvalid: 'Resposta da passkey inválida.',
  browserCancelled: 'A passkey não foi usada (operação cancelada ou tempo esgotado).',
  browserUnsupported: 'Este navegador não oferece passkeys.',
  registeredMailSubject: 'Nova passkey no seu Clube Office',
  registeredMailText: (name: string, passkey: string, when: string) =>
    `Olá, ${name}.\n\nA passkey "${passkey}" foi cadastrada na sua conta do Clube Office em ${when} (horário de Brasília). ` +
    `Com ela é possível entrar na sua conta sem senha.\n\n` +
    `Se não foi você, entre no escritório, remova essa passkey em Meu Perfil > Meus Dados, troque sua senha e fale com o suporte.`,
  removedMailSubject: 'Passkey removida do seu Clube Office',
  removedMailText: (name: string, passkey: string, when: string) =>
    `Olá, ${name}.\n\nA passkey "${passkey}" foi removida da sua conta do Clube Office em ${when} (horário de Brasília) ` +
    `e não entra mais nela.\n\nSe não foi você, troque sua senha e fale com o suporte.`,
} as const;
