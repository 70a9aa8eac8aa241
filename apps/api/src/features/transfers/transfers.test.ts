import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, MEMBER_ROLE_IDS, Permission, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { ledgerAccounts, ledgerEntries, transfers } from '../../db/schema';
import { creditMember, insertMember, type MemberSeed } from '../../seed/builders';
import { memberBalanceCents } from '../ledger';
import { linkAccounts } from '../network/network.fixtures';
import { moneySnapshot } from '../withdrawals/withdrawals.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;

const CREATE = '/api/users/transfers/createNewUserTransfer';
const LIST = '/api/users/transfers/getAllUsersTransfers';
const page1 = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };

let seq = 0;
async function member(cents: number, over: Partial<MemberSeed> = {}) {
  const u = await insertMember(db(), { username: `tr${++seq}`, name: `Sócio Tr ${seq}`, ...over });
  if (cents > 0) await creditMember(db(), u.id, cents, EarningCategory.Adesao, 'bônus');
  return u;
}
const key = (s: string) => `chave-${s}-${'x'.repeat(16)}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST createNewUserTransfer', () => {
  it('moves the balance at once: both sides see a category 7 entry, one transaction with the transfers row', async () => {
    const ana = await member(10_000);
    const bia = await member(0);
    const res = await as(ana).post(CREATE, { ToUserId: bia.id, Value: 12.34, WalletType: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Transferência realizada com sucesso.',
      Data: {
        Id: expect.any(Number),
        ToUser: { Name: bia.name, Username: bia.username },
        FromUser: { Name: ana.name, Username: ana.username },
        Created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        Value: 12.34,
        Status: 1,
        StatusFormatted: 'Concluída',
        StatusColor: 'green',
        Direction: 'Sent',
        WalletType: 1,
      },
    });
    expect(await memberBalanceCents(db(), ana.id)).toBe(10_000 - 1_234);
    expect(await memberBalanceCents(db(), bia.id)).toBe(1_234);
    const [row] = await db().select().from(transfers).where(eq(transfers.id, res.json().Data.Id));
    expect(row).toMatchObject({ fromUserId: ana.id, toUserId: bia.id, valueCents: 1_234, category: 7, walletType: 1 });
    const entries = await db()
      .select({ amount: ledgerEntries.amountCents, category: ledgerEntries.category, userId: ledgerAccounts.userId })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, row!.transactionId));
    expect(entries).toEqual(
      expect.arrayContaining([
        { amount: -1_234, category: 7, userId: ana.id },
        { amount: 1_234, category: 7, userId: bia.id },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('pays a recipient whose wallet account does not exist yet: the posting creates it', async () => {
    const ana = await member(1_000);
    const bia = await member(0);
    await db().delete(ledgerAccounts).where(eq(ledgerAccounts.userId, bia.id));
    const res = await as(ana).post(CREATE, { ToUserId: bia.id, Value: 2.5, WalletType: 1 });
    expect(res.statusCode).toBe(200);
    expect(await memberBalanceCents(db(), bia.id)).toBe(250);
    expect(await memberBalanceCents(db(), ana.id)).toBe(750);
    expect(await db().select().from(transfers).where(eq(transfers.toUserId, bia.id))).toHaveLength(1);
  });

  it('lets a secondary account send to its primary as category 10, once the primary confirmed the link', async () => {
    const primary = await member(0, { regionalId: '11144477735' });
    const secondary = await member(5_000, { regionalId: '11144477735' });
    // The same CPF alone links nothing: an ordinary transfer.
    const before = await as(secondary).post(CREATE, { ToUserId: primary.id, Value: 1, WalletType: 1 });
    const [beforeRow] = await db().select().from(transfers).where(eq(transfers.id, before.json().Data.Id));
    expect(beforeRow!.category).toBe(7);
    await linkAccounts(db(), primary, secondary);
    const res = await as(secondary).post(CREATE, { ToUserId: primary.id, Value: 49, WalletType: 1 });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(transfers).where(eq(transfers.id, res.json().Data.Id));
    expect(row!.category).toBe(10);
    // The primary sending to its secondary is an ordinary transfer.
    const back = await as(primary).post(CREATE, { ToUserId: secondary.id, Value: 1, WalletType: 1 });
    const [backRow] = await db().select().from(transfers).where(eq(transfers.id, back.json().Data.Id));
    expect(backRow!.category).toBe(7);
  });

  it('refuses yourself, missing, blocked, admin and store users, and an empty wallet; nothing changes', async () => {
    const ana = await member(2_000);
    const blocked = await member(0, { status: UserStatus.Bloqueado });
    const pending = await member(0, { status: UserStatus.Pendente });
    const inactive = await member(0, { status: UserStatus.Inativo });
    const admin = await member(0, { type: UserType.Administrator });
    const store = await member(0, { type: UserType.UserStore });
    const bia = await member(0);
    const before = await moneySnapshot(db(), [ana.id, blocked.id, pending.id, inactive.id, admin.id, bia.id]);
    const cases: Array<[number, number, number, string]> = [
      [ana.id, 10, 400, 'Não é possível transferir para você mesmo.'],
      [999_999, 10, 404, 'Usuário destinatário não encontrado.'],
      [admin.id, 10, 404, 'Usuário destinatário não encontrado.'],
      [store.id, 10, 404, 'Usuário destinatário não encontrado.'],
      [blocked.id, 10, 422, 'Usuário destinatário bloqueado: não pode receber transferências.'],
      [bia.id, 20.01, 422, 'Saldo insuficiente para transferência.'],
    ];
    for (const [ToUserId, Value, status, message] of cases) {
      const res = await as(ana).post(CREATE, { ToUserId, Value, WalletType: 1 });
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    expect(await moneySnapshot(db(), [ana.id, blocked.id, pending.id, inactive.id, admin.id, bia.id])).toEqual(before);
    // docs/club.md#transfers refuses only oneself and blocked members: a Pendente or Inativo member receives.
    expect((await as(ana).post(CREATE, { ToUserId: pending.id, Value: 5, WalletType: 1 })).statusCode).toBe(200);
    expect((await as(ana).post(CREATE, { ToUserId: inactive.id, Value: 5, WalletType: 1 })).statusCode).toBe(200);
    expect(await memberBalanceCents(db(), pending.id)).toBe(500);
    expect(await memberBalanceCents(db(), inactive.id)).toBe(500);
    // Exactly the balance is fine.
    expect((await as(ana).post(CREATE, { ToUserId: bia.id, Value: 10, WalletType: 1 })).statusCode).toBe(200);
    expect(await memberBalanceCents(db(), ana.id)).toBe(0);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const ana = await member(100_000);
    const bia = await member(0);
    const before = await moneySnapshot(db(), [ana.id, bia.id]);
    const cases: Array<[unknown, string?]> = [
      [{ ToUserId: bia.id, Value: -10, WalletType: 1 }, 'O valor deve ser maior que zero.'],
      [{ ToUserId: bia.id, Value: 0, WalletType: 1 }, 'O valor deve ser maior que zero.'],
      [{ ToUserId: bia.id, Value: 0.001, WalletType: 1 }, 'O valor deve ter no máximo duas casas decimais.'],
      [{ ToUserId: bia.id, Value: 1e15, WalletType: 1 }, 'Valor acima do permitido.'],
      [{ ToUserId: bia.id, Value: '10', WalletType: 1 }, 'Valor inválido.'],
      [{ ToUserId: bia.id, WalletType: 1 }, 'Valor é obrigatório.'],
      [{ Value: 10, WalletType: 1 }, 'Usuário é obrigatório.'],
      [{ ToUserId: String(bia.id), Value: 10, WalletType: 1 }, 'Usuário é obrigatório.'],
      [{ ToUserId: bia.id, Value: 10 }, 'Tipo de carteira inválido.'],
      [{ ToUserId: bia.id, Value: 10, WalletType: 2 }, 'Tipo de carteira inválido.'],
      [{ ToUserId: bia.id, Value: 10, WalletType: 1, Extra: true }],
      [{ ToUserId: bia.id, Value: 10, WalletType: 1, IdempotencyKey: 'curta' }, 'Chave de idempotência inválida.'],
      [{ ToUserId: bia.id, Value: 10, WalletType: 1, IdempotencyKey: `${'a'.repeat(20)}%` }, 'Chave de idempotência inválida.'],
    ];
    for (const [payload, message] of cases) {
      const res = await as(ana).post(CREATE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ IsSuccess: false, Data: null, ...(message ? { Message: message } : {}) });
    }
    const badHeader = await as(ana).request({
      method: 'POST',
      url: CREATE,
      payload: { ToUserId: bia.id, Value: 10, WalletType: 1 },
      headers: { 'idempotency-key': 'x' },
    });
    expect(badHeader.statusCode).toBe(400);
    const disagree = await as(ana).request({
      method: 'POST',
      url: CREATE,
      payload: { ToUserId: bia.id, Value: 10, WalletType: 1, IdempotencyKey: key('corpo') },
      headers: { 'idempotency-key': key('cabecalho') },
    });
    expect([disagree.statusCode, disagree.json().Message]).toEqual([400, 'Chave de idempotência inválida.']);
    expect(await moneySnapshot(db(), [ana.id, bia.id])).toEqual(before);
  });

  it('needs a session and TRANSFERENCIA', async () => {
    const noRole = await member(10_000, { rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.TRANSFERENCIA) });
    const bia = await member(0);
    const before = await moneySnapshot(db(), [noRole.id, bia.id]);
    for (const [url, payload] of [
      [CREATE, { ToUserId: bia.id, Value: 10, WalletType: 1 }],
      [LIST, page1],
    ] as const) {
      expect((await t.client().post(url, payload)).statusCode).toBe(401);
      const res = await as(noRole).post(url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe('Você não tem permissão para acessar este recurso.');
    }
    expect(await moneySnapshot(db(), [noRole.id, bia.id])).toEqual(before);
  });
});

describe('idempotency', () => {
  it('moves money once for a retried request (body key or Idempotency-Key header) and answers the first transfer', async () => {
    const ana = await member(10_000);
    const bia = await member(0);
    const body = { ToUserId: bia.id, Value: 10, WalletType: 1, IdempotencyKey: key('retry') };
    const first = await as(ana).post(CREATE, body);
    const second = await as(ana).post(CREATE, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().Data).toEqual(first.json().Data);
    expect(await memberBalanceCents(db(), ana.id)).toBe(9_000);

    const viaHeader = () =>
      as(ana).request({ method: 'POST', url: CREATE, payload: { ToUserId: bia.id, Value: 7, WalletType: 1 }, headers: { 'idempotency-key': key('header') } });
    const h1 = await viaHeader();
    const h2 = await viaHeader();
    expect(h2.json().Data.Id).toBe(h1.json().Data.Id);
    expect(await memberBalanceCents(db(), ana.id)).toBe(8_300);
    expect(await memberBalanceCents(db(), bia.id)).toBe(1_700);
  });

  it('refuses the same key for another transfer, and keys of different members never collide', async () => {
    const ana = await member(10_000);
    const bia = await member(10_000);
    const caio = await member(0);
    const k = key('unica');
    expect((await as(ana).post(CREATE, { ToUserId: caio.id, Value: 10, WalletType: 1, IdempotencyKey: k })).statusCode).toBe(200);
    const before = await moneySnapshot(db(), [ana.id, bia.id, caio.id]);
    const other = await as(ana).post(CREATE, { ToUserId: caio.id, Value: 11, WalletType: 1, IdempotencyKey: k });
    expect([other.statusCode, other.json().Message]).toEqual([409, 'Esta chave de idempotência já foi usada em outra transferência.']);
    expect(await moneySnapshot(db(), [ana.id, bia.id, caio.id])).toEqual(before);
    expect((await as(bia).post(CREATE, { ToUserId: caio.id, Value: 10, WalletType: 1, IdempotencyKey: k })).statusCode).toBe(200);
    expect(await memberBalanceCents(db(), caio.id)).toBe(2_000);
  });

  it('a refused attempt does not burn its key: the same key works once there is money', async () => {
    const ana = await member(500);
    const bia = await member(0);
    const body = { ToUserId: bia.id, Value: 10, WalletType: 1, IdempotencyKey: key('depois') };
    expect((await as(ana).post(CREATE, body)).statusCode).toBe(422);
    await creditMember(db(), ana.id, 500, EarningCategory.Adesao, 'bônus');
    expect((await as(ana).post(CREATE, body)).statusCode).toBe(200);
    expect(await memberBalanceCents(db(), bia.id)).toBe(1_000);
  });
});

describe('POST getAllUsersTransfers', () => {
  it('lists what the caller sent and received, newest first, with the direction', async () => {
    const ana = await member(10_000);
    const bia = await member(10_000);
    const caio = await member(0);
    await as(ana).post(CREATE, { ToUserId: bia.id, Value: 1, WalletType: 1 });
    await as(bia).post(CREATE, { ToUserId: ana.id, Value: 2, WalletType: 1 });
    await as(bia).post(CREATE, { ToUserId: caio.id, Value: 3, WalletType: 1 });
    const res = await as(ana).post(LIST, page1);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual([
      expect.objectContaining({
        Value: 2,
        Direction: 'Received',
        FromUser: { Name: bia.name, Username: bia.username },
        ToUser: { Name: ana.name, Username: ana.username },
      }),
      expect.objectContaining({
        Value: 1,
        Direction: 'Sent',
        FromUser: { Name: ana.name, Username: ana.username },
        ToUser: { Name: bia.name, Username: bia.username },
      }),
    ]);
    expect(res.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 2, AllPages: [1] });
    expect((await as(caio).post(LIST, page1)).json().Data.map((x: { Value: number }) => x.Value)).toEqual([3]);
  });

  it('pages by 50 at most and refuses bad input', async () => {
    const ana = await member(100_000);
    const bia = await member(0);
    for (let i = 0; i < 51; i++) await as(ana).post(CREATE, { ToUserId: bia.id, Value: 1, WalletType: 1 });
    const first = await as(ana).post(LIST, { PaginationSettings: { Page: 1, RowsPerPage: 200 } });
    expect(first.json().Data).toHaveLength(50);
    expect(first.json().PaginationSettings).toMatchObject({ TotalPages: 2, TotalRows: 51 });
    expect((await as(ana).post(LIST, { PaginationSettings: { Page: 2, RowsPerPage: 50 } })).json().Data).toHaveLength(1);
    for (const payload of [
      { ...page1, Filters: {} },
      { PaginationSettings: { Page: -1, RowsPerPage: 50 } },
      { PaginationSettings: { Page: 1, RowsPerPage: 'x' } },
    ]) {
      expect((await as(ana).post(LIST, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
