import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { Unilevel, UnilevelLevels, UnilevelName, UnilevelStatusInput } from './unilevel';

export const GetAllUnilevelsRequest = z
  .object({
    ...PagedRequest,
    /** 1 Ativa or 0 Inativa; absent or null: both. */
    Status: UnilevelStatusInput.nullish(),
    /** Part of the table's name, any case. */
    Name: text().trim().max(100, messages.textTooLong).nullish(),
  })
  .strict();
export type GetAllUnilevelsRequest = z.input<typeof GetAllUnilevelsRequest>;

/** Administrators only (docs/bonuses.md#unilevel-tables): members see their commission lines, not the tables. Ordered by Id. */
export const getAllUnilevels = defineEndpoint({
  method: 'POST',
  path: '/api/configurations/SCUnilevels/getAllUnilevels',
  summary: 'Operador: tabelas unilevel (paginado, por id)',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: GetAllUnilevelsRequest,
  response: envelope(z.array(Unilevel)),
});

export const CreateUnilevelRequest = z.object({ Name: UnilevelName, Levels: UnilevelLevels }).strict();
export type CreateUnilevelRequest = z.input<typeof CreateUnilevelRequest>;

/** A new table, Ativa, version 1. Administrators only; audited. */
export const createNewUnilevel = defineEndpoint({
  method: 'POST',
  path: '/api/configurations/SCUnilevels/createNewUnilevel',
  summary: 'Operador: cria uma tabela unilevel',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: CreateUnilevelRequest,
  response: envelope(Unilevel),
});

export const UpdateUnilevelRequest = z
  .object({
    Id: idField(messages.unilevelIdInvalid),
    Name: UnilevelName,
    Levels: UnilevelLevels,
    /** Absent: the table keeps its status. */
    Status: UnilevelStatusInput.optional(),
  })
  .strict();
export type UpdateUnilevelRequest = z.input<typeof UpdateUnilevelRequest>;

/**
 * New percentages write a new version (the lines already paid keep theirs); a change of name or
 * status alone does not. Administrators only; audited.
 */
export const updateUnilevel = defineEndpoint({
  method: 'PUT',
  path: '/api/configurations/SCUnilevels/updateUnilevel',
  summary: 'Operador: altera uma tabela unilevel (nova versão quando os percentuais mudam)',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateUnilevelRequest,
  response: envelope(Unilevel),
});
