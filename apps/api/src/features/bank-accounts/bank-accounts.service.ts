import type { z } from 'zod';
import { messages, paginationResponse } from '@clube/contract';
import {
  MAX_BANK_ACCOUNTS_PER_MEMBER,
  type BankAccount,
  type BankAccountValues as BankAccountForm,
  type GetAllUserBankAccountsRequest,
} from '@clube/contract/bank-accounts';
import type { Db, DbOrTx } from '../../db/client';
import { findBank } from '../../integrations/banks';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import { toBankAccountDto } from './bank-accounts.mapper';
import * as repo from './bank-accounts.repository';

type ListInput = z.output<typeof GetAllUserBankAccountsRequest>;

/** Form -> row values; the bank's name comes from the bank list, whatever the client sent. */
function toValues(f: BankAccountForm): repo.BankAccountValues {
  const bank = findBank(f.BankCode);
  if (!bank) throw badRequest(messages.bankUnknown, { BankCode: [messages.bankUnknown] });
  return {
    type: f.Type,
    bankCode: bank.Code,
    bankName: bank.Name,
    holderName: f.HolderName,
    holderCpf: f.HolderCPF,
    agency: f.Agency,
    agencyDigit: f.AgencyDigit,
    accountNumber: f.AccountNumber,
    accountNumberDigit: f.AccountNumberDigit,
    accountVariation: f.AccountVariation || null,
    notes: f.Notes || null,
    pixKeys: f.UserPix.map((k) => ({ Type: k.Type, Value: k.Value })),
  };
}

export async function listBankAccountsOfUser(db: DbOrTx, userId: number, input: ListInput) {
  const { Page: page, RowsPerPage: rowsPerPage } = input.PaginationSettings;
  const { rows, total } = await repo.searchOfUser(db, {
    userId,
    type: input.BankAccountType ?? undefined,
    descending: input.PaginationFilter?.OrderByDescending ?? true,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toBankAccountDto), pagination: paginationResponse(page, rowsPerPage, total) };
}

export async function createBankAccount(db: Db, userId: number, input: BankAccountForm): Promise<BankAccount> {
  const values = toValues(input);
  const row = await db.transaction(async (tx) => {
    await repo.lockMember(tx, userId);
    if ((await repo.countOfUser(tx, userId)) >= MAX_BANK_ACCOUNTS_PER_MEMBER) {
      throw unprocessable(messages.bankAccountLimit(MAX_BANK_ACCOUNTS_PER_MEMBER));
    }
    return repo.insertBankAccount(tx, userId, values);
  });
  return toBankAccountDto(row);
}

export async function updateBankAccount(db: Db, userId: number, id: number, input: BankAccountForm): Promise<BankAccount> {
  const values = toValues(input);
  const row = await repo.updateOwnBankAccount(db, userId, id, values);
  if (!row) throw notFound(messages.bankAccountNotFound);
  return toBankAccountDto(row);
}
