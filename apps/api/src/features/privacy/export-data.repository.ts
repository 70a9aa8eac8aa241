import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;
const all = async (db: DbOrTx, query: SQL): Promise<Row[]> => rowsOf<Row>(await db.execute(query));

/**
 * Everything the club holds about one member (docs/privacy.md#export), each section read with his
 * id alone: other members appear only as what he already sees (a sponsor's username, a seller's
 * id), never with their personal data.
 */
export async function collectMemberData(db: DbOrTx, userId: number): Promise<Record<string, Row[]>> {
  return {
    profile: await all(
      db,
      sql`SELECT u.id, u.name, u.email, u.username, u.type, u.status, u.person_type, u.birthday, u.gender, u.regional_id AS cpf, u.cnpj,
            u.state_inscription, u.municipal_inscription, u.phone_one, u.phone_two, u.language, u.plan_id, u.activated_on,
            u.activated_2fa, u.access_count, u.last_access_on, u.created_at, u.updated_at, s.username AS sponsor_username
          FROM users u LEFT JOIN users s ON s.id = u.sponsor_id WHERE u.id = ${userId}`,
    ),
    addresses: await all(
      db,
      sql`SELECT id, name, zip_code, street, number, district, city, state, country, complement, created_at FROM addresses WHERE user_id = ${userId} ORDER BY id`,
    ),
    bank_accounts: await all(
      db,
      sql`SELECT id, type, bank_code, bank_name, holder_name, holder_cpf, agency, account_number, account_number_digit, pix_keys, created_at
          FROM bank_accounts WHERE user_id = ${userId} ORDER BY id`,
    ),
    invoices: await all(
      db,
      sql`SELECT id, type, description, value_cents, deliver_value_cents, due_date, status, plan_id, paid_at, settled_via, cancelled_at, billing_period, created_at
          FROM invoices WHERE user_id = ${userId} ORDER BY id`,
    ),
    ledger_entries: await all(
      db,
      sql`SELECT e.id, e.transaction_id, t.kind, e.amount_cents, e.category, e.description, e.created_at, a.wallet_type
          FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE a.user_id = ${userId} ORDER BY e.id`,
    ),
    commission_lines: await all(
      db,
      sql`SELECT id, source_invoice_id, tree_level, paid_level, category, base_cents, percentage_bp, amount_cents, status, note, created_at
          FROM commission_lines WHERE beneficiary_id = ${userId} ORDER BY id`,
    ),
    // As the source of others' commissions only the fact: which of his invoices paid how many lines.
    commissions_generated: await all(
      db,
      sql`SELECT source_invoice_id, count(*)::int AS lines FROM commission_lines WHERE source_user_id = ${userId} GROUP BY source_invoice_id ORDER BY source_invoice_id`,
    ),
    orders_as_buyer: await all(
      db,
      sql`SELECT o.*, (SELECT json_agg(i ORDER BY i.id) FROM order_items i WHERE i.order_id = o.id) AS items FROM orders o WHERE o.buyer_id = ${userId} ORDER BY o.id`,
    ),
    // His sales without the buyers' personal data (no buyer id, no delivery address).
    orders_as_seller: await all(
      db,
      sql`SELECT o.id, o.status, o.invoice_id, o.created_at, (SELECT json_agg(json_build_object('product_id', i.product_id, 'quantity', i.quantity) ORDER BY i.id) FROM order_items i WHERE i.order_id = o.id) AS items
          FROM orders o WHERE o.seller_id = ${userId} ORDER BY o.id`,
    ),
    sessions: await all(
      db,
      sql`SELECT created_at, expires_at, revoked_at, second_factor, impersonator_id IS NOT NULL AS opened_by_operator FROM sessions WHERE user_id = ${userId} ORDER BY created_at`,
    ),
    passkeys: await all(db, sql`SELECT name, created_at FROM passkeys WHERE user_id = ${userId} ORDER BY id`),
    push_devices: await all(db, sql`SELECT created_at FROM push_subscriptions WHERE user_id = ${userId} ORDER BY id`),
    consents: await all(db, sql`SELECT kind, granted, version, text_hash, ip, user_agent, created_at FROM consents WHERE user_id = ${userId} ORDER BY id`),
    notifications: await all(
      db,
      sql`SELECT n.title, n.message, n.kind, un.viewed_date, un.created_at FROM user_notifications un JOIN notifications n ON n.id = un.notification_id
          WHERE un.user_id = ${userId} ORDER BY un.id`,
    ),
    privacy_requests: await all(
      db,
      sql`SELECT id, kind, status, detail, refusal_reason, due_at, closed_at, created_at FROM privacy_requests WHERE user_id = ${userId} ORDER BY id`,
    ),
  };
}
