import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductListEntry } from '@clube/contract/products';
import { formatBRL } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { editProductUrl, productStocksUrl } from '../lib/urls';

/**
 * ID, Nome, Preço de Mercado, Desconto, Status, Solicitação de Criação, and the row's actions:
 * Editar, and Estoque for a seller with a distribution center (spec part 2 section 2).
 */
export const productColumns = (withStock: boolean): DataTableColumn<ProductListEntry>[] => [
  { header: 'ID', cell: (e) => e.Product.Id },
  { header: 'Nome', cell: (e) => e.Product.Name },
  { header: 'Preço de Mercado', nowrap: true, align: 'right', cell: (e) => formatBRL(e.Product.Price) },
  { header: 'Desconto', nowrap: true, align: 'right', cell: (e) => formatBRL(e.Product.DealerDiscount) },
  { header: 'Status', cell: (e) => <StatusBadge label={e.Product.StatusFormatted} color={e.Product.StatusColor} /> },
  { header: 'Solicitação de Criação', cell: (e) => <StatusBadge label={e.Product.OfficeStatusFormatted} color={e.Product.OfficeStatusColor} /> },
  {
    header: '',
    ariaLabel: 'Ações',
    nowrap: true,
    cell: (e) => (
      <Group gap="sm" wrap="nowrap">
        <Anchor component={Link} to={editProductUrl(e.Product.Id)}>
          Editar
        </Anchor>
        {withStock && (
          <Anchor component={Link} to={productStocksUrl(e.Product.Id)}>
            Estoque
          </Anchor>
        )}
      </Group>
    ),
  },
];
