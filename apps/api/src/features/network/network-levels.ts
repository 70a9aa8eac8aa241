import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '@clube/contract';

/**
 * A subquery of the ids (column `id`) of the members (type 2) exactly `level` levels below
 * `ancestorId` (1 = his direct partners): one range of the closure table's primary key
 * (ancestor, depth, descendant), for statements that act on a level at once (the console's
 * notifications, docs/admin.md#notifications). Store clients are left out.
 */
export const membersAtLevelSql = (ancestorId: number, level: number): SQL =>
  sql`SELECT t.descendant_id AS id FROM network_tree t JOIN users u ON u.id = t.descendant_id
      WHERE t.ancestor_id = ${ancestorId} AND t.depth = ${level} AND u.type = ${UserType.User}`;
