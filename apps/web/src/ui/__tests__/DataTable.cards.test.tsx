import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Anchor } from '@mantine/core';
import { cardRoles } from '../DataCards';
import { DataTable, type DataTableColumn } from '../DataTable';
import { StatusBadge } from '../StatusBadge';
import { renderWithProviders } from '../../test/render';
import { PHONE_QUERY } from '../../lib/phone';

interface Invoice {
  Id: number;
  Description: string;
  Value: string;
  Status: string;
}

const columns: DataTableColumn<Invoice>[] = [
  { header: 'ID', cell: (i) => i.Id },
  { header: 'Descrição', cell: (i) => i.Description },
  { header: 'Valor', cell: (i) => i.Value },
  { header: 'Status', cell: (i) => <StatusBadge label={i.Status} color="yellow" /> },
  { header: '', ariaLabel: 'Ações', cell: (i) => i.Status === 'PENDENTE' && <Anchor href={`/pay/${i.Id}`}>Pagar Fatura</Anchor> },
];
const rows: Invoice[] = [
  { Id: 7, Description: 'Mensalidade — Plano Ouro', Value: 'R$ 99,90', Status: 'PENDENTE' },
  { Id: 8, Description: 'Adesão', Value: 'R$ 10,00', Status: 'PAGO' },
];

/** The screen answers the spec's mobile media query as a phone (390×844) or not. */
function screenIs(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_QUERY,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DataTable on a phone', () => {
  it('draws each row as a card: title and value on top, the status, the other columns labelled, the action', () => {
    screenIs(true);
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(i) => i.Id} minWidth={720} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Mensalidade — Plano Ouro')).toBeInTheDocument();
    expect(first.getByText('R$ 99,90')).toBeInTheDocument();
    expect(first.getByText('PENDENTE')).toBeInTheDocument();
    // The ID is a labelled field; the description is the title, not repeated as a field.
    expect(first.getByRole('term')).toHaveTextContent('ID');
    expect(first.getByRole('definition')).toHaveTextContent('7');
    expect(first.getByRole('link', { name: 'Pagar Fatura' })).toHaveAttribute('href', '/pay/7');
    // A paid invoice has no action.
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByText('2 resultado(s)')).toBeInTheDocument();
  });

  it('keeps the table on a desktop', () => {
    screenIs(false);
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(i) => i.Id} minWidth={720} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Descrição', 'Valor', 'Status', '']);
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('card roles from the columns', () => {
  const col = (header: string, card?: DataTableColumn<unknown>['card']): DataTableColumn<unknown> => ({ header, card, cell: () => null });

  it('reads them from the headers when a column declares none', () => {
    expect(cardRoles([col('ID'), col('Descrição'), col('Valor'), col('Status'), col('')])).toEqual(['field', 'title', 'value', 'status', 'actions']);
    expect(cardRoles([col('Status'), col('Nome'), col('Usuário'), col('Total de Parceiros')])).toEqual(['status', 'title', 'field', 'field']);
    expect(cardRoles([col('Banco'), col('Agência')])).toEqual(['title', 'field']);
  });

  it('lets a column say its role', () => {
    expect(cardRoles([col('', 'leading'), col('ID', 'title'), col('Descrição'), col('Taxa', 'value'), col('Valor do Saque')])).toEqual([
      'leading',
      'title',
      'field',
      'value',
      'field',
    ]);
  });
});
