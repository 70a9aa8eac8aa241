import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  renewRecoveryCodes,
  startTwoFactorSetup,
  type DisableTwoFactorBody,
} from '@clube/contract/accounts';
import { call } from '../../../lib/api';
import { toastSuccess } from '../../../lib/notify';
import { AUTH_USER_DATA_KEY } from '../../accounts';

/** The member's two factors (docs/accounts.md#two-factor-sign-in): on or off, recovery codes left. */
export const TWO_FACTOR_STATUS_KEY = ['accounts', 'twoFactor', 'status'] as const;

export const twoFactorStatusQueryOptions = () => queryOptions({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: async () => (await call(getTwoFactorStatus)).Data });

/** On or off changes the profile's Activated2FA too. */
function useTwoFactorChange<I, O>(fn: (input: I) => Promise<{ Data: O; Message: string | null }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async ({ Message }) => {
      if (Message) toastSuccess(Message);
      await Promise.all([qc.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY }), qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY })]);
    },
  });
}

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: async () => (await call(startTwoFactorSetup)).Data });
export const useConfirmTwoFactor = () => useTwoFactorChange((Code: string) => call(confirmTwoFactorSetup, { body: { Code } }));
export const useRenewRecoveryCodes = () => useTwoFactorChange((Code: string) => call(renewRecoveryCodes, { body: { Code } }));
export const useDisableTwoFactor = () => useTwoFactorChange((body: DisableTwoFactorBody) => call(disableTwoFactor, { body }));
