import type { z } from 'zod';
import { centsToReais, earningCategoryLabels, invoiceTypeLabels, paginationResponse } from '@clube/contract';
import {
  bonusStatementStatusInfo,
  CommissionLineStatus,
  type BonusStatement,
  type BonusStatementLine,
  type GetBonusStatementRequest,
} from '@clube/contract/bonuses';
import type { DbOrTx } from '../../db/client';
import * as repo from './bonus-statement.repository';

type StatementInput = z.output<typeof GetBonusStatementRequest>;

/** Situação of a line (docs/bonuses.md#bonus-statement): a clawback, a line clawed back, or its stored status. */
function situation(row: repo.StatementLineRow) {
  if (row.reversesLineId !== null) return bonusStatementStatusInfo.clawback;
  if (row.reversedById !== null) return bonusStatementStatusInfo.reversed;
  if (row.held) return bonusStatementStatusInfo.held;
  if (row.status === CommissionLineStatus.Simulado) return bonusStatementStatusInfo.simulated;
  if (row.status === CommissionLineStatus.Clube) return bonusStatementStatusInfo.club;
  return bonusStatementStatusInfo.credited;
}

export function toStatementLine(row: repo.StatementLineRow): BonusStatementLine {
  const status = situation(row);
  return {
    Id: row.id,
    Created: row.createdAt.toISOString(),
    SourceUser: { Name: row.sourceName, Username: row.sourceUsername },
    InvoiceType: row.invoiceType,
    InvoiceTypeFormatted: invoiceTypeLabels[row.invoiceType] ?? String(row.invoiceType),
    TreeLevel: row.treeLevel,
    PaidLevel: row.paidLevel,
    // Basis points to percent: 250 -> 2.5.
    Percentage: row.percentageBp / 100,
    Base: centsToReais(row.baseCents),
    Amount: centsToReais(row.amountCents),
    Category: row.category,
    CategoryFormatted: earningCategoryLabels[row.category] ?? String(row.category),
    Status: row.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    UnilevelName: row.unilevelName,
    Version: row.unilevelVersion,
    Held: row.held,
    ReleasesOn: row.held ? row.releasesOn : null,
  };
}

/** One page of the member's own commission lines and the totals of the whole filter. */
export async function bonusStatement(db: DbOrTx, beneficiaryId: number, input: StatementInput) {
  const { Page: page, RowsPerPage: rowsPerPage } = input.PaginationSettings;
  const search: repo.StatementSearch = {
    beneficiaryId,
    startDay: input.Filters?.StartDate ?? undefined,
    endDay: input.Filters?.EndDate ?? undefined,
    category: input.Filters?.Category ?? undefined,
    descending: input.PaginationFilter?.OrderByDescending ?? true,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  };
  const [rows, sums] = await Promise.all([repo.searchLines(db, search), repo.sumLines(db, search)]);
  const data: BonusStatement = {
    Lines: rows.map(toStatementLine),
    Totals: {
      CreditedTotal: centsToReais(sums.creditedCents),
      SimulatedTotal: centsToReais(sums.simulatedCents),
      HeldTotal: centsToReais(sums.heldCents),
      Count: sums.count,
    },
  };
  return { data, pagination: paginationResponse(page, rowsPerPage, sums.count) };
}
