// Without zod: the shell's notification panel shows these (docs/performance.md "Web").

export const pushMessages = {
  disabled: 'As notificações no celular não estão ativas neste clube.',
  endpointInvalid: 'Endereço de notificação inválido.',
  keysInvalid: 'Chaves de notificação inválidas.',
  subscriptionNotFound: 'Este aparelho não está recebendo notificações.',
  /** Web: the toggle and what it answers. */
  toggle: 'Receber notificações no celular',
  toggleHint: 'Avisamos quando cair um bônus, entrar alguém na sua rede, uma fatura vencer amanhã, um saque for pago ou um pedido for entregue.',
  enabled: 'Notificações ativadas neste aparelho.',
  disabledHere: 'Notificações desativadas neste aparelho.',
  denied: 'O navegador bloqueou as notificações. Libere-as nas configurações do site para ativar.',
  unsupported: 'Este navegador não recebe notificações. No iPhone, adicione o escritório à tela de início primeiro.',
} as const;

/** The notifications the office itself creates that also go out as a push. */
export const PushKind = {
  BonusCredited: 'bonus-credited',
  NetworkNewMember: 'network-new-member',
  InvoiceDueTomorrow: 'invoice-due-tomorrow',
  WithdrawalPaid: 'withdrawal-paid',
  OrderDelivered: 'order-delivered',
  /** A buyer withdrew (CDC art. 49): the buyer's refund, the seller's return to confirm. */
  OrderWithdrawn: 'order-withdrawn',
} as const;
export type PushKind = (typeof PushKind)[keyof typeof PushKind];
