import { Button } from '@mantine/core';
import type { Stock } from '@clube/contract/stocks';
import type { DataTableColumn } from '../../../ui/DataTable';

/** 'Cor: Azul, Tamanho: M' */
export const featuresText = (s: Stock) => s.StockFeatures.map((f) => `${f.Feature.Category.Name}: ${f.Feature.Name}`).join(', ') || '-';

/** Nome, Armazém, Quantidade, Atributos and 'Editar', which opens the update modal. */
export const stockColumns = (onEdit: (stock: Stock) => void): DataTableColumn<Stock>[] => [
  { header: 'Nome', cell: (s) => s.Name },
  { header: 'Armazém', cell: (s) => s.Storage.Name },
  { header: 'Quantidade', align: 'right', cell: (s) => s.Quantity.toLocaleString('pt-BR') },
  { header: 'Atributos', cell: featuresText },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (s) => (
      <Button size="compact-sm" variant="light" onClick={() => onEdit(s)}>
        Editar
      </Button>
    ),
  },
];
