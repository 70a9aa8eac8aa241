import { Paper, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pushMessages } from '@clube/contract/notifications';
import { toastError, toastSuccess } from '../../../lib/notify';
import { pushDeviceQueryOptions } from '../api/pushDeviceQueryOptions';
import { pushSettingsQueryOptions } from '../api/pushSettingsQueryOptions';
import { useSubscribePush } from '../api/useSubscribePush';
import { useUnsubscribePush } from '../api/useUnsubscribePush';

/**
 * 'Receber notificações no celular' for this browser (docs/app.md#push-notifications). The
 * browser's permission is asked only when the member turns it on. Hidden when the club sends no pushes.
 */
export function PushToggle() {
  const settings = useQuery(pushSettingsQueryOptions());
  const device = useQuery(pushDeviceQueryOptions());
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const publicKey = settings.data?.Enabled ? settings.data.PublicKey : null;
  if (!publicKey || !device.data) return null;

  const state = device.data.kind;
  const busy = subscribe.isPending || unsubscribe.isPending;
  const fail = (err: Error) => toastError(err.message);
  const change = (on: boolean) =>
    on
      ? subscribe.mutate(publicKey, { onSuccess: () => toastSuccess(pushMessages.enabled), onError: fail })
      : unsubscribe.mutate(undefined, { onSuccess: () => toastSuccess(pushMessages.disabledHere), onError: fail });

  return (
    <Paper withBorder p="sm" mb="md">
      <Switch
        size="md"
        checked={state === 'on'}
        disabled={busy || state === 'unsupported' || state === 'denied'}
        onChange={(e) => change(e.currentTarget.checked)}
        label={pushMessages.toggle}
        description={state === 'unsupported' ? pushMessages.unsupported : state === 'denied' ? pushMessages.denied : pushMessages.toggleHint}
      />
    </Paper>
  );
}
