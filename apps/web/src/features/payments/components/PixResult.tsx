import { Button, Center, Image, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import { formatBRL } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { copyText } from '../../../lib/clipboard';

/** The Pix to pay: QR image, amount, and the copy-and-paste code with a button that toasts 'Copiado'. */
export function PixResult({ qrCode, qrCodeBase64, amount }: { qrCode: string; qrCodeBase64: string | null; amount: number }) {
  const copy = async () => {
    // Where even the fallback fails, the code stays selectable below.
    if (await copyText(qrCode)) toastSuccess(messages.copied);
  };
  return (
    <Paper withBorder p="md" role="region" aria-label="Pix">
      <Stack align="center" gap="sm">
        {qrCodeBase64 && (
          <Center>
            <Image src={`data:image/png;base64,${qrCodeBase64}`} alt="QR Code do Pix" w={240} h={240} />
          </Center>
        )}
        <Text size="lg" fw={700} aria-label="Valor do Pix">
          {formatBRL(amount)}
        </Text>
        <Textarea label="Código Pix (copia e cola)" value={qrCode} readOnly rows={3} w="100%" styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }} />
        <Button leftSection={<IconCopy size={16} />} onClick={() => void copy()}>
          {messages.copyPixCode}
        </Button>
      </Stack>
    </Paper>
  );
}
