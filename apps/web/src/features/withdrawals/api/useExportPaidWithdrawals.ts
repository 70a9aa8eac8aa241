import { useMutation } from '@tanstack/react-query';
import { adminExportPaidWithdrawals, paidWithdrawalsFileName } from '@clube/contract/withdrawals';
import { downloadFile } from '../../admin';

/** Downloads the CSV of one club day's payouts (yyyy-MM-dd) with the session's token. */
export function useExportPaidWithdrawals() {
  return useMutation({
    mutationFn: (day: string) => downloadFile(adminExportPaidWithdrawals, { Date: day }, paidWithdrawalsFileName(day)),
  });
}
