import { Button, Group } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { receiptMessages, type Receipt } from '@clube/contract/receipts';
import { receiptPdfQueryOptions } from '../api/receiptPdfQueryOptions';
import { useSaveReceiptPdf } from '../api/useSaveReceiptPdf';
import { useShareReceipt } from '../api/useShareReceipt';
import { canShare } from '../lib/share';

/** 'Compartilhar' (only where the browser has a share sheet) and 'Salvar PDF'. */
export function ReceiptActions({ receipt }: { receipt: Receipt }) {
  const sharing = canShare();
  // On a phone the PDF is fetched ahead, so that the share sheet opens within the tap.
  const pdf = useQuery({ ...receiptPdfQueryOptions(receipt), enabled: sharing });
  const share = useShareReceipt();
  const save = useSaveReceiptPdf();
  return (
    <Group grow wrap="wrap">
      {sharing && (
        <Button
          size="md"
          leftSection={<IconShare size={18} />}
          onClick={() => share.mutate({ receipt, pdf: pdf.data })}
          loading={share.isPending || pdf.isPending}
        >
          {receiptMessages.share}
        </Button>
      )}
      <Button
        size="md"
        variant={sharing ? 'default' : 'filled'}
        leftSection={<IconDownload size={18} />}
        onClick={() => save.mutate({ receipt, pdf: pdf.data })}
        loading={save.isPending}
      >
        {receiptMessages.savePdf}
      </Button>
    </Group>
  );
}
