/** What the rest of the web uses from the receipts feature: the review before money moves, the row action, cache keys. */
export { receiptsKeys } from './api/queryKeys';
export { ReceiptButton } from './components/ReceiptButton';
export { ReceiptView } from './components/ReceiptView';
export { ReviewFigures } from './components/ReviewFigures';
export { balancePaymentReview, transferReview, withdrawalReview, type ReviewLine } from './lib/review';
