/**
 * The texts of cancelling what is unpaid (docs/marketplace.md#cancelling-an-unpaid-order,
 * docs/payments.md#cancelling-a-pending-invoice): the buyer's order and the operator's pending
 * invoice. Spread into `messages`.
 */
export const cancelMessages = {
  // The buyer cancels his unpaid order ('Seus Pedidos').
  orderCancelButton: 'Cancelar pedido',
  orderCancelTitle: 'Cancelar pedido',
  orderCancelConfirm: 'Tem certeza que deseja cancelar este Pedido? A fatura será cancelada e os itens voltam ao estoque.',
  orderCancelConfirmButton: 'Desejo cancelar.',
  orderCancelled: 'Pedido cancelado com Sucesso.',
  orderOnlyBuyerCancels: 'Somente quem fez o pedido pode cancelá-lo.',
  orderPaidCannotCancel: 'Este pedido já foi pago e não pode ser cancelado.',
  orderAlreadyCancelled: 'Este pedido já está cancelado.',

  // An operator cancels a pending invoice (the console's member page).
  invoiceCancelButton: 'Cancelar fatura',
  invoiceCancelTitle: (invoiceId: number) => `Cancelar a fatura #${invoiceId}`,
  invoiceCancelHint:
    'A fatura fica Cancelada e não pode mais ser paga. Um pedido é cancelado e seus itens voltam ao estoque; uma troca de plano é desfeita; uma mensalidade ou assinatura deixa de ser cobrada por este período.',
  invoiceCancelConfirmButton: 'Cancelar fatura',
  pendingInvoiceCancelled: 'Fatura cancelada com Sucesso.',
  invoicePaidUseCancelPaid: 'Esta fatura já foi paga: para cancelá-la, use o cancelamento de fatura paga.',
  invoiceAlreadyCancelled: 'Esta fatura já está cancelada.',
  adhesionInvoiceCancelRefused:
    'A fatura de adesão não pode ser cancelada: o cadastro ficaria sem fatura para pagar. Se o cadastro não deve seguir, bloqueie o sócio.',
  inactiveMonthlyFeeCancelRefused: 'Esta mensalidade é o caminho de volta de um sócio inativo e não pode ser cancelada.',
} as const;
