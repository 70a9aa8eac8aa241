import { Drawer, SimpleGrid, Stack, Title } from '@mantine/core';
import { bankAccountTypeLabels } from '@clube/contract/bank-accounts';
import type { AdminWithdrawal } from '@clube/contract/withdrawals';
import { formatBRL, formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { AuditTimeline, DetailField } from '../../admin';
import { accountText, agencyText, bankText, documentText, pixText } from '../lib/bankText';

/** One withdrawal: who asked, how much, where to send it, and its audit timeline. */
export function WithdrawalDetailsDrawer({ withdrawal: w, onClose }: { withdrawal: AdminWithdrawal | undefined; onClose: () => void }) {
  const b = w?.BankAccount;
  return (
    <Drawer opened={!!w} onClose={onClose} position="right" size="lg" title={w ? `Saque #${w.Id}` : ''}>
      {w && b && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <DetailField label="Sócio">{w.User.Name}</DetailField>
            <DetailField label="Usuário">{w.User.Username}</DetailField>
            <DetailField label="Valor do Saque">{formatBRL(w.Value)}</DetailField>
            <DetailField label="Taxa">{formatBRL(w.Tax)}</DetailField>
            <DetailField label="Status">
              <StatusBadge label={w.StatusFormatted} color={w.StatusColor} />
            </DetailField>
            <DetailField label="Solicitado em">{formatDateTime(w.Created)}</DetailField>
            {w.ProcessedOn && <DetailField label="Processado em">{formatDateTime(w.ProcessedOn)}</DetailField>}
            {w.CancelReason && <DetailField label="Razão do Cancelamento">{w.CancelReason}</DetailField>}
          </SimpleGrid>
          <Title order={4}>Dados bancários</Title>
          <SimpleGrid cols={2} spacing="sm" aria-label="Dados bancários">
            <DetailField label="Banco">{bankText(b)}</DetailField>
            <DetailField label="Tipo de Conta">{bankAccountTypeLabels[b.Type] ?? b.Type}</DetailField>
            <DetailField label="Titular">{b.HolderName}</DetailField>
            <DetailField label="CPF/CNPJ do Titular">{documentText(b.HolderCPF)}</DetailField>
            <DetailField label="Agência">{agencyText(b)}</DetailField>
            <DetailField label="Conta">{accountText(b)}</DetailField>
            <DetailField label="Chaves Pix">{b.UserPix.length ? b.UserPix.map((p) => <div key={`${p.Type}:${p.Value}`}>{pixText(p)}</div>) : '-'}</DetailField>
          </SimpleGrid>
          <AuditTimeline target={`withdrawal:${w.Id}`} />
        </Stack>
      )}
    </Drawer>
  );
}
