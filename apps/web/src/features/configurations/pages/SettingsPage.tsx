import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConsolePage } from '../../admin';
import { BonificationCenterSettingsTab } from '../components/BonificationCenterSettingsTab';
import { GeneralSettingsTab } from '../components/GeneralSettingsTab';
import { IntegrationsSettingsTab } from '../components/IntegrationsSettingsTab';
import { ShopsSettingsTab } from '../components/ShopsSettingsTab';
import { SystemImagesSettingsTab } from '../components/SystemImagesSettingsTab';
import { WithdrawalSettingsTab } from '../components/WithdrawalSettingsTab';

const TABS = [
  { value: 'geral', label: 'Geral', Panel: GeneralSettingsTab },
  { value: 'loja', label: 'Loja', Panel: ShopsSettingsTab },
  { value: 'bonificacao', label: 'Bonificação', Panel: BonificationCenterSettingsTab },
  { value: 'saques', label: 'Saques', Panel: WithdrawalSettingsTab },
  { value: 'integracoes', label: 'Integrações', Panel: IntegrationsSettingsTab },
  { value: 'imagens', label: 'Imagens', Panel: SystemImagesSettingsTab },
] as const;
const FIRST = TABS[0].value;

/**
 * /configurations/settings (Owner): the configuration groups and the system images, one tab each
 * (docs/configuration.md). The tab lives in ?tab=, so a reload stays on it.
 */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.some((t) => t.value === asked) ? asked! : FIRST;
  return (
    <ConsolePage title="Configurações do Clube">
      <Tabs value={tab} onChange={(v) => setParams(v && v !== FIRST ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </ConsolePage>
  );
}
