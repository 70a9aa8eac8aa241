import { Alert, Code, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OutboxEmailSummary } from '@clube/contract/admin';
import { formatDateTime } from '../../../lib/format';
import { LoadingRing } from '../../../ui/LoadingRing';
import { outboxEmailQueryOptions } from '../api/outboxQueryOptions';

const preformatted = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

function EmailBody({ id }: { id: number }) {
  const email = useQuery(outboxEmailQueryOptions(id));
  if (!email.data) return <LoadingRing />;
  const e = email.data;
  return (
    <Stack gap="sm">
      <Text size="sm">
        <b>Para:</b> {e.To}
      </Text>
      <Text size="sm">
        <b>Assunto:</b> {e.Subject}
      </Text>
      <Text size="sm" c="dimmed">
        {formatDateTime(e.CreatedOn)}
      </Text>
      {e.Masked && (
        <Alert color="yellow" title="Links de acesso mascarados">
          Links de troca de senha e de entrada aparecem com o código oculto: só o destinatário pode usá-los.
        </Alert>
      )}
      <Code block style={preformatted} aria-label="Texto do e-mail">
        {e.Text}
      </Code>
      {e.Html !== null && (
        <>
          {/* Shown as source, never rendered: an e-mail's HTML does not run in the console. */}
          <Title order={6}>HTML (código-fonte)</Title>
          <Code block style={preformatted}>
            {e.Html}
          </Code>
        </>
      )}
    </Stack>
  );
}

/** One outbox e-mail, as the member received it but for the secrets of its links. */
export function OutboxEmailModal({ email, onClose }: { email: OutboxEmailSummary | undefined; onClose: () => void }) {
  return (
    <Modal opened={!!email} onClose={onClose} title={email?.Subject ?? ''} size="lg" centered>
      {email && <EmailBody id={email.Id} />}
    </Modal>
  );
}
