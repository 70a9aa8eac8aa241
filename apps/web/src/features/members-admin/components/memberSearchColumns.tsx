import { Anchor, Checkbox, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminMemberRow } from '@clube/contract/admin';
import { formatDate } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';

export const memberPath = (id: number) => `/configurations/members/${id}`;

/** The search's columns: selection, the member (link to his page), contacts, document, sponsor, status, dates. */
export const memberSearchColumns = (selection: {
  isSelected: (m: AdminMemberRow) => boolean;
  toggle: (m: AdminMemberRow) => void;
}): DataTableColumn<AdminMemberRow>[] => [
  {
    header: '',
    ariaLabel: 'Seleção',
    cell: (m) => <Checkbox checked={selection.isSelected(m)} onChange={() => selection.toggle(m)} aria-label={`Selecionar ${m.Username}`} />,
  },
  { header: 'ID', cell: (m) => m.Id },
  {
    header: 'Sócio',
    cell: (m) => (
      <>
        <Anchor component={Link} to={memberPath(m.Id)} size="sm" fw={600}>
          {m.Name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {m.Username}
        </Text>
      </>
    ),
  },
  { header: 'E-mail', cell: (m) => m.Email },
  { header: 'CPF/CNPJ', nowrap: true, cell: (m) => m.Document ?? '—' },
  { header: 'Tipo', cell: (m) => m.TypeFormatted },
  { header: 'Patrocinador', cell: (m) => m.SponsorUsername ?? '—' },
  { header: 'Situação', cell: (m) => <StatusBadge label={m.StatusFormatted} color={m.StatusColor} /> },
  { header: 'Cadastro', nowrap: true, cell: (m) => formatDate(m.CreatedOn) },
  { header: 'Qualificado em', nowrap: true, cell: (m) => (m.ActivatedOn ? formatDate(m.ActivatedOn) : '—') },
];
