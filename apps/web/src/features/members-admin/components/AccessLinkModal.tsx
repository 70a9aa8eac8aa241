import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import type { IssuedAccessToken } from '@clube/contract/accounts';
import { copyText } from '../../../lib/clipboard';
import { formatDateTime } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';

/**
 * The one-use link of 'Entrar como sócio' (5 minutes): opened in a new window (its own session,
 * which reads everything and moves no money, docs/security.md) or copied to open elsewhere.
 */
export function AccessLinkModal({ issued, onClose }: { issued: IssuedAccessToken | undefined; onClose: () => void }) {
  return (
    <Modal opened={!!issued} onClose={onClose} title="Entrar como sócio" centered size="lg">
      {issued && (
        <Stack>
          <Text size="sm">
            Link de uso único para entrar no escritório de <strong>{issued.Username}</strong>, válido até {formatDateTime(issued.ExpiresOn)}. A sessão aberta
            por ele não movimenta dinheiro.
          </Text>
          <Code block style={{ wordBreak: 'break-all' }} aria-label="Link de acesso">
            {issued.Url}
          </Code>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void copyText(issued.Url).then((ok) => ok && toastSuccess(messages.copied))}>
              Copiar link
            </Button>
            <Button component="a" href={issued.Url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
              Abrir em nova janela
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
