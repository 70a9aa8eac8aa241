/**
 * The texts of the right of withdrawal (CDC art. 49): the buyer's 7 days on a purchase
 * (docs/marketplace.md#withdrawal-of-a-purchase) and the new member's on his adhesion
 * (docs/club.md#withdrawal-of-the-adhesion). Spread into `messages`.
 */
export const withdrawalMessages = {
  // The buyer ('Seus Pedidos', the store client's orders) and the seller ('Pedidos dos Seus Clientes').
  orderWithdrawButton: 'Desistir da compra',
  orderWithdrawTitle: (orderId: number) => `Desistir da compra #${orderId}`,
  orderWithdrawConfirmButton: 'Desejo desistir.',
  orderWithdrawUntil: (date: string) => `Você pode desistir desta compra até ${date}.`,
  orderReturnButton: 'Confirmar devolução',
  orderReturnTitle: (orderId: number) => `Confirmar devolução do pedido #${orderId}`,
  orderWithdrawConfirm:
    'Tem certeza que deseja desistir desta compra? O valor pago volta pelo mesmo meio de pagamento e o vendedor deverá confirmar a devolução do produto.',
  orderWithdrawn: 'Desistência registrada. O valor pago foi devolvido pelo mesmo meio de pagamento.',
  orderOnlyBuyerWithdraws: 'Somente quem fez o pedido pode desistir da compra.',
  orderWithdrawalNotPaid: 'Somente pedidos pagos ou entregues podem ter a compra desistida.',
  orderAlreadyWithdrawn: 'A desistência desta compra já foi registrada.',
  orderWithdrawalExpired: 'O prazo de 7 dias para desistir desta compra terminou.',
  orderReturnConfirm: 'Confirma que o produto deste pedido voltou? O estoque será devolvido.',
  orderReturnConfirmed: 'Devolução confirmada. O estoque foi devolvido.',
  orderOnlySellerConfirmsReturn: 'Somente o vendedor pode confirmar a devolução.',
  orderReturnNotPending: 'Este pedido não tem devolução pendente.',
  orderWithdrawnBuyerTitle: 'Desistência da compra',
  orderWithdrawnBuyerMessage: (orderId: number) => `Você desistiu do pedido #${orderId}. O valor pago foi devolvido pelo mesmo meio de pagamento.`,
  orderWithdrawnSellerTitle: 'Um comprador desistiu da compra',
  orderWithdrawnSellerMessage: (orderId: number) => `O comprador do pedido #${orderId} desistiu da compra. Confirme a devolução quando o produto voltar.`,
  adhesionWithdrawConfirm:
    'Tem certeza que deseja desistir da adesão? O valor da adesão volta pelo mesmo meio de pagamento, suas faturas em aberto são canceladas e sua conta passa a Inativo.',
  adhesionWithdrawn: 'Desistência da adesão registrada. O valor foi devolvido e sua conta está Inativa.',
  adhesionNotPaid: 'Não há adesão paga para desistir.',
  adhesionWithdrawalExpired: 'O prazo de 7 dias para desistir da adesão terminou.',
  adhesionWithdrawnReason: 'Desistência da adesão (CDC art. 49)',
  orderWithdrawnReason: 'Desistência da compra (CDC art. 49)',
  // The member ('Meu Plano').
  adhesionWithdrawButton: 'Desistir da adesão',
  adhesionWithdrawTitle: 'Desistir da adesão',
  adhesionWithdrawConfirmButton: 'Desejo desistir da adesão.',
  adhesionWithdrawUntil: (date: string) => `Você pode desistir da adesão até ${date} (7 dias do pagamento, Código de Defesa do Consumidor, art. 49).`,
} as const;
