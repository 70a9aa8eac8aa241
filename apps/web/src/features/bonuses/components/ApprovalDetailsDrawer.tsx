import type { ReactNode } from 'react';
import { Alert, Badge, Button, Drawer, Stack, Table, Text } from '@mantine/core';
import { MoneyApprovalStatus, type MoneyApproval } from '@clube/contract/bonuses';
import { formatBRL, formatDateTime } from '../../../lib/format';
import { AuditTimeline } from '../../admin';
import { usePreviewBulkCredit } from '../api/usePreviewBulkCredit';
import type { BulkCreditRequest } from '../lib/moneyOperations';
import { approvalOutcome } from './approvalColumns';
import { BulkCreditPreviewTable } from './BulkCreditPreviewTable';

/**
 * One approval: what was asked, by whom and when, who decided and what came of it, the credits
 * an approval would post now (and whether they are still the previewed ones), and its timeline.
 */
export function ApprovalDetailsDrawer({ approval: a, onClose }: { approval: MoneyApproval | undefined; onClose: () => void }) {
  return (
    <Drawer opened={!!a} onClose={onClose} position="right" size="xl" title={a ? `Solicitação #${a.Id}` : ''}>
      {a && <ApprovalDetails key={a.Id} approval={a} />}
    </Drawer>
  );
}

function ApprovalDetails({ approval: a }: { approval: MoneyApproval }) {
  const preview = usePreviewBulkCredit(a.Operation);
  const rows: Array<[string, ReactNode]> = [
    ['Operação', a.OperationFormatted],
    ['Valor a distribuir', formatBRL(a.Request.Amount)],
    ['Descrição', a.Request.Description],
    ['Total dos créditos', formatBRL(a.Total)],
    ['Pedida por', `${a.RequestedBy.Name} (@${a.RequestedBy.Username}) em ${formatDateTime(a.RequestedOn)}`],
    ['Por que aguarda', a.WaitReason ? a.WaitReason.charAt(0).toUpperCase() + a.WaitReason.slice(1) : '—'],
    [
      'Situação',
      <Badge key="s" color={a.StatusColor}>
        {a.StatusFormatted}
      </Badge>,
    ],
    ['Decidida por', a.DecidedBy ? `${a.DecidedBy.Name} (@${a.DecidedBy.Username}) em ${formatDateTime(a.DecidedOn)}` : '—'],
    ['Resultado', approvalOutcome(a) || '—'],
  ];
  const same = preview.data ? preview.data.PreviewHash === a.PreviewHash : undefined;
  return (
    <Stack gap="md">
      <Table aria-label="Dados da solicitação">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {a.Status === MoneyApprovalStatus.Pendente && !a.CanDecide && (
        <Alert color="blue">Você pediu esta operação: outro administrador deve aprová-la ou recusá-la.</Alert>
      )}
      {a.Status === MoneyApprovalStatus.Pendente && (
        <Stack gap="sm">
          <Button variant="light" onClick={() => preview.mutate(a.Request as BulkCreditRequest)} loading={preview.isPending} w="fit-content">
            Pré-visualizar os créditos agora
          </Button>
          {same === true && <Text size="sm">Os créditos são os mesmos da prévia pedida: a aprovação lança exatamente estes.</Text>}
          {same === false && (
            <Alert color="red">Os créditos mudaram desde a prévia pedida: a aprovação será recusada. Recuse esta solicitação e peça uma nova prévia.</Alert>
          )}
          {preview.data && <BulkCreditPreviewTable preview={preview.data} withQuotas={a.Operation === 'fundPayout'} />}
        </Stack>
      )}
      <AuditTimeline target={`approval:${a.Id}`} />
    </Stack>
  );
}
