import { useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AuditTimeline, ConsolePage } from '../../admin';
import { LoadingRing } from '../../../ui/LoadingRing';
import { EmptyState } from '../../../ui/EmptyState';
import { memberDetailQueryOptions } from '../api/memberDetailQueryOptions';
import { MemberActions } from '../components/MemberActions';
import { MemberDocumentModal } from '../components/MemberDocumentModal';
import { MemberNetworkSection } from '../components/MemberNetworkSection';
import { MemberPlanSection } from '../components/MemberPlanSection';
import { MemberProfileSection } from '../components/MemberProfileSection';
import { MemberRolesForm } from '../components/MemberRolesForm';
import { MemberSecondaryAccounts } from '../components/MemberSecondaryAccounts';
import { MemberWalletSection } from '../components/MemberWalletSection';

const TABS = ['dados', 'rede', 'plano', 'carteira', 'contas', 'permissoes', 'historico'] as const;

/**
 * /configurations/members/:id (Support): one member's data, network, plan and invoices, wallet,
 * secondary accounts, permissions and history, with the actions on his account (docs/admin.md#members).
 */
export default function MemberDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({ ...memberDetailQueryOptions(id), enabled: valid });
  // The tab is in the URL, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'dados';
  const [correcting, setCorrecting] = useState(false);
  const d = detail.data;

  return (
    <ConsolePage title={d ? `${d.Profile.Name} (${d.Profile.Username})` : 'Sócio'} action={d && <MemberActions profile={d.Profile} />}>
      {!valid || detail.isError ? (
        <EmptyState text="Sócio não encontrado." />
      ) : !d ? (
        <LoadingRing />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            #{d.Profile.Id} · {d.Profile.TypeFormatted} · {d.Profile.StatusFormatted}
          </Text>
          <Tabs
            value={tab}
            onChange={(t) => setParams((p) => (t && t !== 'dados' ? (p.set('tab', t), p) : (p.delete('tab'), p)), { replace: true })}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="dados">Dados</Tabs.Tab>
              <Tabs.Tab value="rede">Rede</Tabs.Tab>
              <Tabs.Tab value="plano">Plano e Faturas</Tabs.Tab>
              <Tabs.Tab value="carteira">Carteira e Lançamentos</Tabs.Tab>
              <Tabs.Tab value="contas">Contas secundárias</Tabs.Tab>
              <Tabs.Tab value="permissoes">Permissões</Tabs.Tab>
              <Tabs.Tab value="historico">Histórico</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="dados">
              <MemberProfileSection profile={d.Profile} onCorrectDocument={() => setCorrecting(true)} />
            </Tabs.Panel>
            <Tabs.Panel value="rede">
              <MemberNetworkSection network={d.Network} />
            </Tabs.Panel>
            <Tabs.Panel value="plano">
              <MemberPlanSection plan={d.Plan} invoices={d.LastInvoices} />
            </Tabs.Panel>
            <Tabs.Panel value="carteira">
              <MemberWalletSection memberId={d.Profile.Id} balance={d.Balance} />
            </Tabs.Panel>
            <Tabs.Panel value="contas">
              <MemberSecondaryAccounts accounts={d.SecondaryAccounts} />
            </Tabs.Panel>
            <Tabs.Panel value="permissoes">
              <MemberRolesForm memberId={d.Profile.Id} rolesIds={d.Profile.RolesIds} />
            </Tabs.Panel>
            <Tabs.Panel value="historico">
              <AuditTimeline target={`user:${d.Profile.Id}`} />
            </Tabs.Panel>
          </Tabs>
          <MemberDocumentModal profile={d.Profile} opened={correcting} onClose={() => setCorrecting(false)} />
        </Stack>
      )}
    </ConsolePage>
  );
}
