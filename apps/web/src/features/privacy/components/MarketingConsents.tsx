import { Stack, Switch, Text, Title } from '@mantine/core';
import { messages } from '@clube/contract';
import type { MarketingChannel, MyPrivacy } from '@clube/contract/privacy';
import { toastSuccess } from '../../../lib/notify';
import { useSetMarketingConsent } from '../api/useSetMarketingConsent';

const CHANNELS: Array<{ channel: MarketingChannel; field: keyof MyPrivacy['Marketing']; label: string }> = [
  { channel: 'push', field: 'Push', label: messages.privacyChannelPush },
  { channel: 'email', field: 'Email', label: messages.privacyChannelEmail },
  { channel: 'whatsapp', field: 'WhatsApp', label: messages.privacyChannelWhatsApp },
];

/** Push, e-mail and WhatsApp: separate opt-ins, each revocable, each change recorded (docs/privacy.md#consents). */
export function MarketingConsents({ marketing }: { marketing: MyPrivacy['Marketing'] }) {
  const set = useSetMarketingConsent();
  return (
    <Stack gap="xs">
      <Title order={4}>{messages.privacyMarketingTitle}</Title>
      <Text size="sm" c="dimmed">
        {messages.privacyMarketingIntro}
      </Text>
      {CHANNELS.map(({ channel, field, label }) => (
        <Switch
          key={channel}
          label={label}
          checked={marketing[field]}
          disabled={set.isPending}
          onChange={(e) =>
            set.mutate({ channel, granted: e.currentTarget.checked }, { onSuccess: (res) => toastSuccess(res.Message ?? messages.privacyConsentSaved) })
          }
        />
      ))}
    </Stack>
  );
}
