import { Button, Image } from '@mantine/core';
import { OfficeStatus, type AdminProductEntry } from '@clube/contract/products';
import { formatBRL, formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { NameUsernameCell, type RowSelection, selectionColumn } from '../../admin';

export interface ProductRowActions {
  selection: RowSelection<AdminProductEntry>;
  details: (e: AdminProductEntry) => void;
}

/** An entry that an 'Aceitar' can still change (not accepted already). */
export const canAccept = (e: AdminProductEntry) => e.Product.OfficeStatus !== OfficeStatus.Aceito;

/** The queue's columns: selection, the product with its first image, the seller, prices, situation and 'Detalhes'. */
export const productQueueColumns = (a: ProductRowActions): DataTableColumn<AdminProductEntry>[] => [
  selectionColumn(a.selection, (e) => `Selecionar produto ${e.Product.Id}`),
  { header: 'ID', cell: (e) => e.Product.Id },
  {
    header: 'Imagem',
    cell: (e) => (e.ProductImages[0] ? <Image src={e.ProductImages[0].StoredFile.FullUrl} alt="" w={40} h={40} fit="cover" radius="sm" /> : '-'),
  },
  { header: 'Nome', cell: (e) => e.Product.Name },
  { header: 'Vendedor', cell: (e) => <NameUsernameCell name={e.Seller.Name} username={e.Seller.Username} /> },
  { header: 'Preço de Mercado', align: 'right', nowrap: true, cell: (e) => formatBRL(e.Product.Price) },
  { header: 'Desconto', align: 'right', nowrap: true, cell: (e) => formatBRL(e.Product.DealerDiscount) },
  { header: 'Solicitação de Criação', nowrap: true, cell: (e) => <StatusBadge label={e.Product.OfficeStatusFormatted} color={e.Product.OfficeStatusColor} /> },
  { header: 'Atualizado em', nowrap: true, cell: (e) => formatDateTime(e.Product.Updated) },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (e) => (
      <Button size="compact-xs" variant="default" onClick={() => a.details(e)} aria-label={`Detalhes do produto ${e.Product.Id}`}>
        Detalhes
      </Button>
    ),
  },
];
