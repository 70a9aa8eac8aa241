import { sql } from 'drizzle-orm';
import { UserStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Anonymizes one member at once (docs/privacy.md#deletion): his identity on the user row, his
 * addresses, bank accounts, delivery addresses, credentials, sessions, devices and export files.
 * Invoices, ledger entries, commission lines and orders stay, under the same (now anonymous) id.
 * Answers false when he was already anonymized.
 */
export async function anonymizeMemberRows(tx: DbOrTx, userId: number, name: string, suffix: string, at: Date): Promise<boolean> {
  const updated = rowsOf<{ id: number }>(
    await tx.execute(sql`
      UPDATE users SET name = ${name}, email = ${`anonimizado-${userId}-${suffix}@anonimizado.invalid`}, username = ${`anonimizado-${userId}-${suffix}`},
        password_hash = NULL, regional_id = NULL, cnpj = NULL, state_inscription = NULL, municipal_inscription = NULL,
        phone_one = NULL, phone_two = NULL, birthday = NULL, gender = NULL, activated_2fa = false,
        status = ${UserStatus.Bloqueado}, token_version = token_version + 1, user_needs_relogin = true,
        anonymized_at = ${at}, updated_at = ${at}
      WHERE id = ${userId} AND anonymized_at IS NULL RETURNING id`),
  );
  if (updated.length === 0) return false;
  await tx.execute(sql`DELETE FROM addresses WHERE user_id = ${userId}`);
  await tx.execute(sql`
    UPDATE bank_accounts SET holder_name = ${name}, holder_cpf = '', agency = NULL, agency_digit = NULL, account_number = NULL,
      account_number_digit = NULL, account_variation = NULL, notes = NULL, pix_keys = '[]'::jsonb, updated_at = ${at}
    WHERE user_id = ${userId}`);
  // The order stays (it backs an invoice); the street, number and complement were his home.
  await tx.execute(sql`
    UPDATE orders SET delivery_street = NULL, delivery_number = NULL, delivery_complement = NULL, delivery_district = NULL
    WHERE buyer_id = ${userId}`);
  await tx.execute(sql`DELETE FROM passkeys WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM passkey_challenges WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM totp_recovery_codes WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM user_totp WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM user_tokens WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM push_subscriptions WHERE user_id = ${userId}`);
  await tx.execute(sql`UPDATE sessions SET revoked_at = ${at} WHERE user_id = ${userId} AND revoked_at IS NULL`);
  await deleteExportFiles(tx, userId);
  return true;
}

/** The ZIPs of his exports: the requests stay (their history), the files go (file_id is set null by the key). */
export async function deleteExportFiles(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM stored_files WHERE id IN (SELECT file_id FROM privacy_requests WHERE user_id = ${userId} AND file_id IS NOT NULL)`);
}

/** Money still his: a balance in any wallet, credits held for him ('Saldo retido', docs/ledger.md#held-credits), or a withdrawal not yet paid. */
export async function hasMoneyPending(tx: DbOrTx, userId: number): Promise<boolean> {
  const [row] = rowsOf<{ pending: boolean }>(
    await tx.execute(sql`
      SELECT EXISTS (SELECT 1 FROM ledger_accounts WHERE user_id = ${userId} AND balance_cents > 0)
          OR EXISTS (SELECT 1 FROM ledger_holds WHERE user_id = ${userId} AND status = 1)
          OR EXISTS (SELECT 1 FROM withdrawals WHERE user_id = ${userId} AND status = 1) AS pending`),
  );
  return row?.pending === true;
}

/**
 * Before a deletion: his wallets locked (in the ledger's order, by id) and then his user row, so a
 * credit or a withdrawal under way either committed before (and is seen) or waits for the
 * anonymization (docs/privacy.md#deletion). Answers whether he is already anonymized and whether
 * money is still his.
 */
export async function lockForDeletion(tx: DbOrTx, userId: number): Promise<{ anonymized: boolean; moneyPending: boolean }> {
  await tx.execute(sql`SELECT id FROM ledger_accounts WHERE user_id = ${userId} ORDER BY id FOR UPDATE`);
  const [user] = rowsOf<{ anonymized: boolean }>(
    await tx.execute(sql`SELECT anonymized_at IS NOT NULL AS anonymized FROM users WHERE id = ${userId} FOR UPDATE`),
  );
  return { anonymized: user?.anonymized === true, moneyPending: await hasMoneyPending(tx, userId) };
}
