import { offerStatusInfo } from '@clube/contract';
import { UnilevelStatus, updateUnilevel, type Unilevel, type UpdateUnilevelRequest } from '@clube/contract/configurations';
import { StatusBadge } from '../../../ui/StatusBadge';
import { OfferListPage, useSaveOffer } from '../../admin';
import { adminUnilevelsQueryOptions } from '../api/adminUnilevelsQueryOptions';
import { UnilevelForm } from '../components/UnilevelForm';
import { levelsText } from '../lib/unilevelFormValues';

const statusOf = (u: Unilevel) => ({ label: u.Status === UnilevelStatus.Ativa ? 'Ativa' : 'Inativa', color: offerStatusInfo[u.Status]?.color ?? 'gray' });

/**
 * /configurations/unilevels (Owner): the unilevel tables with their current version; edit the
 * percentages (a new version), rename, deactivate (docs/bonuses.md#unilevel-tables).
 */
export default function UnilevelsAdminPage() {
  // A table's status changes through its update call, with its name and percentages as they are.
  const setStatus = useSaveOffer<UpdateUnilevelRequest, Unilevel>(updateUnilevel);
  return (
    <OfferListPage<Unilevel>
      title="Tabelas Unilevel"
      noun={{ the: 'a tabela', title: 'Tabela', new: 'Nova tabela unilevel', newButton: 'Nova tabela', kind: 'unilevel' }}
      list={adminUnilevelsQueryOptions}
      columns={[
        { header: 'Nome', cell: (u) => u.Name },
        { header: 'Versão', align: 'right', cell: (u) => u.Version },
        { header: 'Percentuais por nível', cell: (u) => levelsText(u.Levels) },
        { header: 'Situação', cell: (u) => <StatusBadge {...statusOf(u)} /> },
      ]}
      minWidth={760}
      consequence="Ela deixa de pagar novas vendas; as comissões que já pagou continuam. Uma tabela em uso na Central de Bonificação não pode ser inativada."
      setStatus={(u, active) =>
        setStatus.mutateAsync({ Id: u.Id, Name: u.Name, Levels: u.Levels, Status: active ? UnilevelStatus.Ativa : UnilevelStatus.Inativa })
      }
      Form={UnilevelForm}
    />
  );
}
