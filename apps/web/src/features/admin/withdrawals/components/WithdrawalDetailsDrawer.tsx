import type { ReactNode } from 'react';
import { Drawer, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { bankAccountTypeLabels } from '@clube/contract/bank-accounts';
import type { AdminWithdrawal } from '@clube/contract/withdrawals';
import { formatBRL, formatDateTime } from '../../../../lib/format';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { AuditTimeline } from '../../components/AuditTimeline';
import { accountText, agencyText, bankText, documentText, pixText } from '../lib/bankText';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** One withdrawal: who asked, how much, where to send it, and its audit timeline. */
export function WithdrawalDetailsDrawer({ withdrawal: w, onClose }: { withdrawal: AdminWithdrawal | undefined; onClose: () => void }) {
  const b = w?.BankAccount;
  return (
    <Drawer opened={!!w} onClose={onClose} position="right" size="lg" title={w ? `Saque #${w.Id}` : ''}>
      {w && b && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <Field label="Sócio">{w.User.Name}</Field>
            <Field label="Usuário">{w.User.Username}</Field>
            <Field label="Valor do Saque">{formatBRL(w.Value)}</Field>
            <Field label="Taxa">{formatBRL(w.Tax)}</Field>
            <Field label="Status">
              <StatusBadge label={w.StatusFormatted} color={w.StatusColor} />
            </Field>
            <Field label="Solicitado em">{formatDateTime(w.Created)}</Field>
            {w.ProcessedOn && <Field label="Processado em">{formatDateTime(w.ProcessedOn)}</Field>}
            {w.CancelReason && <Field label="Razão do Cancelamento">{w.CancelReason}</Field>}
          </SimpleGrid>
          <Title order={4}>Dados bancários</Title>
          <SimpleGrid cols={2} spacing="sm" aria-label="Dados bancários">
            <Field label="Banco">{bankText(b)}</Field>
            <Field label="Tipo de Conta">{bankAccountTypeLabels[b.Type] ?? b.Type}</Field>
            <Field label="Titular">{b.HolderName}</Field>
            <Field label="CPF/CNPJ do Titular">{documentText(b.HolderCPF)}</Field>
            <Field label="Agência">{agencyText(b)}</Field>
            <Field label="Conta">{accountText(b)}</Field>
            <Field label="Chaves Pix">{b.UserPix.length ? b.UserPix.map((p) => <div key={`${p.Type}:${p.Value}`}>{pixText(p)}</div>) : '-'}</Field>
          </SimpleGrid>
          <AuditTimeline target={`withdrawal:${w.Id}`} />
        </Stack>
      )}
    </Drawer>
  );
}
