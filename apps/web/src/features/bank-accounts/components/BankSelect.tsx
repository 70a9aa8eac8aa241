import { useMemo } from 'react';
import { Select, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import type { Bank } from '@clube/contract/bank-accounts';

/** Lower case without accents, so that 'itau' finds 'ITAÚ UNIBANCO S.A.'. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const searchBanks: OptionsFilter = ({ options, search, limit }) => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const out: ComboboxParsedItem[] = [];
  for (const o of options) {
    if (!('label' in o)) continue;
    const label = fold(o.label);
    if (words.every((w) => label.includes(w))) out.push(o);
    if (out.length >= limit) break;
  }
  return out;
};

export interface BankSelectProps {
  banks: readonly Bank[] | undefined;
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/** The bank, searched by code or name over the bank list. */
export function BankSelect({ banks, value, onChange, onBlur, error, disabled }: BankSelectProps) {
  const data = useMemo(() => (banks ?? []).map((b) => ({ value: b.Code, label: `${b.Code} - ${b.Name}` })), [banks]);
  return (
    <Select
      label="Banco"
      withAsterisk
      searchable
      placeholder={banks ? 'Busque pelo código ou nome' : 'Carregando bancos...'}
      nothingFoundMessage="Nenhum banco encontrado"
      data={data}
      filter={searchBanks}
      limit={50}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      onBlur={onBlur}
      error={error}
      disabled={disabled || !banks}
      allowDeselect={false}
    />
  );
}
