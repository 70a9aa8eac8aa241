import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { DataTable, type DataTableColumn } from '../DataTable';

type Row = { Id: number; Name: string; Value: string };
const columns: DataTableColumn<Row>[] = [
  { header: 'Nome', cell: (r) => r.Name },
  { header: 'Valor', align: 'right', nowrap: true, cell: (r) => r.Value },
  { header: '', ariaLabel: 'Ações', cell: (r) => <a href={`/edit?id=${r.Id}`}>Editar</a> },
];
const rows: Row[] = [
  { Id: 2, Name: 'Bruno', Value: 'R$ 10,00' },
  { Id: 1, Name: 'Ana', Value: 'R$ 5,00' },
];

afterEach(cleanup);

describe('DataTable', () => {
  it('shows the loading ring while loading, whatever rows it already has', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.Id} minWidth={300} loading />);
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Nenhum resultado encontrado...' with no rows (none answered yet, or an empty page)", () => {
    const { rerender } = renderWithProviders(<DataTable columns={columns} rows={undefined} rowKey={(r) => r.Id} minWidth={300} />);
    expect(screen.getByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} rowKey={(r) => r.Id} minWidth={300} />);
    expect(screen.getByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the rows in order under their headers; an actions column is named for screen readers only', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.Id} minWidth={300} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Nome', 'Valor', '']);
    expect(headers[2]).toHaveAttribute('aria-label', 'Ações');
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bruno', 'R$ 10,00', 'Editar']);
    expect(within(second!).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/edit?id=1');
  });

  it("counts the whole list ('N resultado(s)' from TotalRows, else the rows shown), unless told not to", () => {
    const { rerender } = renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.Id} minWidth={300} />);
    expect(screen.getByText('2 resultado(s)')).toBeInTheDocument();
    const pagination = { Page: 1, TotalPages: 3, TotalRows: 120, AllPages: [1, 2, 3] };
    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.Id} minWidth={300} pagination={pagination} />);
    expect(screen.getByText('120 resultado(s)')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.Id} minWidth={300} pagination={pagination} withCount={false} />);
    expect(screen.queryByText(/resultado\(s\)/)).not.toBeInTheDocument();
  });

  it('pages through TotalPages; a click on the current page asks nothing', async () => {
    const onPageChange = vi.fn();
    const pagination = { Page: 2, TotalPages: 3, TotalRows: 120, AllPages: [1, 2, 3] };
    renderWithProviders(
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.Id} minWidth={300} pagination={pagination} page={2} onPageChange={onPageChange} />,
    );
    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
