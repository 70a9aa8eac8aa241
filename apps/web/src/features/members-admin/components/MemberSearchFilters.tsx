import { Group, NativeSelect } from '@mantine/core';
import { TextFilter } from '../../admin';
import type { MemberFilters } from '../api/membersQueryOptions';
import { statusFilterOptions, typeFilterOptions } from '../lib/memberFilters';

/** Search text (name, username, e-mail, CPF/CNPJ), status and type; the page keeps them in the URL. */
export function MemberSearchFilters({ filters, onChange }: { filters: MemberFilters; onChange: (changes: Partial<MemberFilters>) => void }) {
  return (
    <Group align="flex-end" gap="sm">
      <TextFilter
        label="Buscar"
        placeholder="Nome, usuário, e-mail ou CPF/CNPJ"
        value={filters.search}
        maxLength={100}
        onChange={(search) => onChange({ search })}
        w={320}
      />
      <NativeSelect label="Situação" data={statusFilterOptions} value={filters.status} onChange={(e) => onChange({ status: e.currentTarget.value })} w={160} />
      <NativeSelect label="Tipo" data={typeFilterOptions} value={filters.type} onChange={(e) => onChange({ type: e.currentTarget.value })} w={240} />
    </Group>
  );
}
