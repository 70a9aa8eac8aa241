/** The withdrawals feature's cache keys, the member's and the console queue's (its pages are reached through the router). */
export { adminWithdrawalsKeys, withdrawalsKeys } from './api/queryKeys';
