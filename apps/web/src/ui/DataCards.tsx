import { Fragment, type Key, type ReactNode } from 'react';
import classes from './DataCards.module.css';

/**
 * Where a column goes on a phone's card (docs/phone.md#lists-become-cards): the title line, the
 * value (top right, never cut), the status badge, the actions (full-height buttons at the
 * bottom), a leading control (a selection checkbox, before the title), or a label/value field.
 */
export type DataCardRole = 'title' | 'value' | 'status' | 'actions' | 'leading' | 'field';

export interface DataCardColumn<T> {
  header: string;
  ariaLabel?: string;
  card?: DataCardRole;
  cell: (row: T) => ReactNode;
}

const STATUS_HEADERS = new Set(['Status', 'Situação']);
// What names the row, in order of preference: the spec's list headers.
const TITLE_HEADERS = ['Descrição', 'Nome', 'Nome Completo', 'Titular', 'Sócio', 'Beneficiário', 'Cliente', 'Produto', 'Plano', 'Usuário'];
const isValueHeader = (h: string) => h === 'Valor' || h.startsWith('Valor ') || h === 'Total' || h.startsWith('Preço');

/**
 * Each column's role, when it declares none, from its header: none means the row's actions,
 * 'Status' the badge, the first money header ('Valor...', 'Total', 'Preço...') the value, and the
 * title is the first of TITLE_HEADERS present, else the first other column.
 */
export function cardRoles<T>(columns: ReadonlyArray<DataCardColumn<T>>): DataCardRole[] {
  const roles = columns.map((c): DataCardRole => c.card ?? (c.header === '' ? 'actions' : STATUS_HEADERS.has(c.header) ? 'status' : 'field'));
  const pick = (role: DataCardRole, fits: (c: DataCardColumn<T>) => boolean) => {
    if (roles.includes(role)) return;
    const i = columns.findIndex((c, j) => roles[j] === 'field' && !c.card && fits(c));
    if (i >= 0) roles[i] = role;
  };
  pick('value', (c) => isValueHeader(c.header));
  for (const header of TITLE_HEADERS) pick('title', (c) => c.header === header);
  pick('title', () => true);
  return roles;
}

/** The rows as cards: title and value on top, the status, the other columns as label/value pairs, the actions. */
export function DataCards<T>({
  columns,
  rows,
  rowKey,
}: {
  columns: ReadonlyArray<DataCardColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
}) {
  const roles = cardRoles(columns);
  const having = (role: DataCardRole) => columns.filter((_, i) => roles[i] === role);
  const [leading, title, value, status, fields, actions] = (['leading', 'title', 'value', 'status', 'field', 'actions'] as const).map(having);
  return (
    <ul className={classes.list} data-testid="data-cards">
      {rows.map((row, r) => (
        <li key={rowKey(row, r)} className={classes.card} data-testid="data-card">
          <div className={classes.head}>
            {leading!.map((c, i) => (
              <div key={i}>{c.cell(row)}</div>
            ))}
            <div className={classes.title}>
              {title!.map((c, i) => (
                <Fragment key={i}>{c.cell(row)}</Fragment>
              ))}
            </div>
            {value!.map((c, i) => (
              <div key={i} className={classes.value}>
                {c.cell(row)}
              </div>
            ))}
          </div>
          {status!.map((c, i) => (
            <div key={i}>{c.cell(row)}</div>
          ))}
          {fields!.length > 0 && (
            <dl className={classes.fields}>
              {fields!.map((c, i) => (
                <div key={i} style={{ display: 'contents' }}>
                  <dt>{c.header || c.ariaLabel}</dt>
                  <dd>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className={classes.actions} data-testid="data-card-actions">
            {actions!.map((c, i) => (
              <Fragment key={i}>{c.cell(row)}</Fragment>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
