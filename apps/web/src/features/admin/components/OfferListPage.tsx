import { useState, type ComponentType } from 'react';
import { Button, Group } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { ConsolePage } from './ConsolePage';
import type { OfferListQueryOptions } from '../api/offerListQueryOptions';
import { pagedTable } from '../lib/pagedTable';
import { useOfferList } from '../lib/useOfferList';
import { OfferFilters } from './OfferFilters';
import { OfferModal } from './OfferModal';
import { OfferStatusButton } from './OfferStatusButton';

/** What every catalog record has: the list's key, its name and its status (OfferStatus). */
export interface OfferRow {
  Id: number;
  Name: string;
  Status: number;
}

/** A catalog form: a new record (no `record`) or the one being edited. */
export type OfferFormComponent<Row> = ComponentType<{ record?: Row; onClose: () => void; onSaved: (record: Row) => void }>;

/** How the page names its records, e.g. the plans': `{ the: 'o plano', title: 'Plano', new: 'Novo plano', kind: 'plan' }`. */
export interface OfferNoun {
  /** Before a record's name: 'Editar o plano Ouro', 'Inativar o plano Ouro?'. */
  the: string;
  /** The edit modal's title, before the name: 'Plano Ouro'. */
  title: string;
  /** The empty form's modal title, and the header button unless `newButton` says otherwise. */
  new: string;
  newButton?: string;
  /** The audit timeline's kind: plan:3. */
  kind: string;
}

export interface OfferListPageProps<Row extends OfferRow> {
  title: string;
  list: OfferListQueryOptions<Row>;
  /** The record's own columns; 'Editar' and 'Inativar'/'Reativar' come after them. */
  columns: DataTableColumn<Row>[];
  minWidth: number;
  noun: OfferNoun;
  /** What deactivating means for those who have it, said in the confirmation. */
  consequence: string;
  setStatus: (record: Row, active: boolean) => Promise<{ Message: string | null }>;
  Form: OfferFormComponent<Row>;
}

/**
 * A catalog list page (docs/admin.md#offers): name and status filters, the page of 50, 'Editar'
 * and 'Inativar'/'Reativar' on each row, and the create/edit modal with the record's history.
 * Saving a new record closes the modal; saving an edit keeps it open on the record as it is now.
 */
export function OfferListPage<Row extends OfferRow>(props: OfferListPageProps<Row>) {
  const { title, list, minWidth, noun, consequence, setStatus, Form } = props;
  const { filters, setFilters, page, setPage, query } = useOfferList(list);
  const [editing, setEditing] = useState<{ record?: Row }>();
  const close = () => setEditing(undefined);
  const columns: DataTableColumn<Row>[] = [
    ...props.columns,
    {
      header: '',
      ariaLabel: 'Ações',
      nowrap: true,
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setEditing({ record: r })} aria-label={`Editar ${noun.the} ${r.Name}`}>
            Editar
          </Button>
          <OfferStatusButton what={`${noun.the} ${r.Name}`} status={r.Status} consequence={consequence} onChange={(active) => setStatus(r, active)} />
        </Group>
      ),
    },
  ];
  return (
    <ConsolePage title={title} action={<Button onClick={() => setEditing({})}>{noun.newButton ?? noun.new}</Button>}>
      <OfferFilters name={filters.name} status={filters.status} onChange={setFilters} />
      <DataTable columns={columns} rowKey={(r) => r.Id} minWidth={minWidth} {...pagedTable(query, page, setPage)} />
      <OfferModal
        opened={!!editing}
        title={editing?.record ? `${noun.title} ${editing.record.Name}` : noun.new}
        target={editing?.record && `${noun.kind}:${editing.record.Id}`}
        onClose={close}
      >
        {editing && (
          <Form
            key={editing.record?.Id ?? 'new'}
            record={editing.record}
            onClose={close}
            onSaved={(r) => (editing.record ? setEditing({ record: r }) : close())}
          />
        )}
      </OfferModal>
    </ConsolePage>
  );
}
