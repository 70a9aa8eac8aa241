import { Tabs } from '@mantine/core';
import { ConsolePage, useUrlFilters } from '../../admin';
import { ApprovalsPanel } from '../components/ApprovalsPanel';
import { BulkCreditPanel } from '../components/BulkCreditPanel';
import { operationTitles } from '../lib/moneyOperations';

const KEYS = ['tab', 'status'] as const;
const TABS = ['profitSharing', 'fundPayout', 'approvals'] as const;
type Tab = (typeof TABS)[number];

/**
 * /configurations/money (Finance): profit sharing and fund payouts with a preview of every credit,
 * and the approvals of the ones above the bonification center's SecondApprovalAbove
 * (docs/admin.md#two-administrator-approval). The tab and the approvals' filter live in the URL.
 */
export default function MoneyOperationsPage() {
  const { filters, page, setFilters, setPage } = useUrlFilters(KEYS);
  const tab: Tab = (TABS as readonly string[]).includes(filters.tab) ? (filters.tab as Tab) : 'profitSharing';
  return (
    <ConsolePage title="Operações Financeiras">
      <Tabs value={tab} onChange={(v) => setFilters({ tab: v === 'profitSharing' ? '' : (v ?? ''), status: '' })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="profitSharing">{operationTitles.profitSharing}</Tabs.Tab>
          <Tabs.Tab value="fundPayout">{operationTitles.fundPayout}</Tabs.Tab>
          <Tabs.Tab value="approvals">Aprovações</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profitSharing">
          <BulkCreditPanel operation="profitSharing" />
        </Tabs.Panel>
        <Tabs.Panel value="fundPayout">
          <BulkCreditPanel operation="fundPayout" />
        </Tabs.Panel>
        <Tabs.Panel value="approvals">
          <ApprovalsPanel status={filters.status} page={page} onStatusChange={(status) => setFilters({ status })} onPageChange={setPage} />
        </Tabs.Panel>
      </Tabs>
    </ConsolePage>
  );
}
