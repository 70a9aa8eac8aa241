import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { StaffRole } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, configurations } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { clientOf, expectOnly, staffTeam, type UserRow } from '../members-admin/members-admin.test-support';
import { setWithdrawalConfig } from './withdrawals.fixtures';
import { WITHDRAWAL_CONFIGURATION_KEY } from './withdrawals.repository';

const UPDATE = '/api/admin/withdrawals/updateConfiguration';
const CONFIG = '/api/users/withdrawn/getWithdrawalConfiguration';
const TARGET = 'configuration:withdrawal';

let t: TestApp;
let team: Awaited<ReturnType<typeof staffTeam>>;
let member: UserRow;
const db = () => t.database.db;
const owner = () => clientOf(t, team.owner);
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.target, TARGET));
const stored = async () => (await db().select().from(configurations).where(eq(configurations.key, WITHDRAWAL_CONFIGURATION_KEY)))[0]?.value;

const valid = { WithdrawTaxAmount: 7.5, MinimalWithdraw: 25, WithdrawIsActive: 1, WithdrawDay: 3 };

beforeAll(async () => {
  t = await createTestApp();
  team = await staffTeam(db(), 'saques');
  member = await insertMember(db(), { username: 'socio.saques' });
});
afterAll(() => t.close());

describe('PUT /api/admin/withdrawals/updateConfiguration', () => {
  it('writes the group, answers it, members read it at once; one audit row with before, after and IP', async () => {
    await setWithdrawalConfig(db(), { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
    const res = await owner().put(UPDATE, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Configurações atualizadas com Sucesso.', Data: valid });
    expect(await stored()).toEqual(valid);
    const read = await clientOf(t, member).get(CONFIG);
    expect(read.json().Data).toEqual(valid);
    const audits = await auditRows();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'configuration.update',
      actorId: team.owner.id,
      ip: '127.0.0.1',
      before: { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 },
      after: valid,
    });
  });

  it('the first write of a database without configuration audits the inactive defaults as before', async () => {
    await setWithdrawalConfig(db(), null);
    const before = (await auditRows()).length;
    const res = await owner().put(UPDATE, { WithdrawTaxAmount: 0, MinimalWithdraw: 0, WithdrawIsActive: 0, WithdrawDay: 7 });
    expect(res.statusCode).toBe(200);
    const audits = await auditRows();
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)).toMatchObject({
      before: { WithdrawTaxAmount: 5, MinimalWithdraw: 0, WithdrawIsActive: 0, WithdrawDay: 0 },
      after: { WithdrawTaxAmount: 0, MinimalWithdraw: 0, WithdrawIsActive: 0, WithdrawDay: 7 },
    });
    expect((await clientOf(t, member).get(CONFIG)).json().Data).toEqual({ WithdrawTaxAmount: 0, MinimalWithdraw: 0, WithdrawIsActive: 0, WithdrawDay: 7 });
  });

  it('refuses bad values with pt-BR messages and changes nothing', async () => {
    await setWithdrawalConfig(db(), valid);
    const before = (await auditRows()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, WithdrawTaxAmount: -1 }, 'Taxa de saque inválida: informe de 0 a 1.000.000,00 com no máximo duas casas decimais.'],
      [{ ...valid, WithdrawTaxAmount: 1.234 }, 'Taxa de saque inválida: informe de 0 a 1.000.000,00 com no máximo duas casas decimais.'],
      [{ ...valid, MinimalWithdraw: 1_000_000.01 }, 'Valor mínimo de saque inválido: informe de 0 a 1.000.000,00 com no máximo duas casas decimais.'],
      [{ ...valid, MinimalWithdraw: '10' }, 'Valor mínimo de saque inválido: informe de 0 a 1.000.000,00 com no máximo duas casas decimais.'],
      [{ ...valid, WithdrawIsActive: 2 }, 'Informe se os saques estão ativos (0 ou 1).'],
      [{ ...valid, WithdrawIsActive: true }, 'Informe se os saques estão ativos (0 ou 1).'],
      [{ ...valid, WithdrawDay: 8 }, 'Dia de saque inválido: informe 0 (todos os dias) ou de 1 (domingo) a 7 (sábado).'],
      [{ ...valid, WithdrawDay: 1.5 }, 'Dia de saque inválido: informe 0 (todos os dias) ou de 1 (domingo) a 7 (sábado).'],
      [{ WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1 }, 'Dia de saque inválido: informe 0 (todos os dias) ou de 1 (domingo) a 7 (sábado).'],
    ];
    for (const [body, message] of cases) {
      const res = await owner().put(UPDATE, body);
      expect({ body, status: res.statusCode, message: res.json().Message }).toEqual({ body, status: 400, message });
    }
    const extra = await owner().put(UPDATE, { ...valid, Timer: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await stored()).toEqual(valid);
    expect(await auditRows()).toHaveLength(before);
  });

  it('only the Owner: anonymous 401, a member, Finance, Catalog and Support 403', async () => {
    await setWithdrawalConfig(db(), valid);
    const before = (await auditRows()).length;
    const { seen, expected } = await expectOnly(t, [StaffRole.Owner], team, member, (c) => c.put(UPDATE, { ...valid, WithdrawDay: 99 }));
    expect(seen).toEqual(expected);
    expect(await stored()).toEqual(valid);
    expect(await auditRows()).toHaveLength(before);
  });
});
