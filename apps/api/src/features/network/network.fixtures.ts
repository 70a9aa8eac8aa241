import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountLinks, careerPlanRanks, storedFiles, users } from '../../db/schema';
import { insertMember, type MemberSeed } from '../../seed/builders';

export const PASSWORD = 'segredo123';
export type Member = Awaited<ReturnType<typeof insertMember>>;

/** A member under `sponsor` (only those who sign in need a password: hashing is slow). */
export const member = (db: DbOrTx, username: string, sponsor: Member | null, over: Partial<MemberSeed> = {}) =>
  insertMember(db, { username, sponsorId: sponsor?.id ?? null, ...over });

/** `n` members under `sponsor`, named `${prefix}${i}` (1-based). */
export async function children(db: DbOrTx, sponsor: Member, prefix: string, n: number, over: Partial<MemberSeed> = {}) {
  const out: Member[] = [];
  for (let i = 1; i <= n; i++) out.push(await member(db, `${prefix}${i}`, sponsor, over));
  return out;
}

/** A rank with an image, given to `userId`: the tree and level table show both. */
export async function giveRank(db: DbOrTx, userId: number, name = 'Ouro', color = '#d4af37') {
  const [file] = await db
    .insert(storedFiles)
    .values({ originalFileName: `${name.toLowerCase()}.png`, contentType: 'image/png', size: 1, content: Buffer.from([0]) })
    .returning({ id: storedFiles.id });
  const [rank] = await db.insert(careerPlanRanks).values({ name, color, position: 1, imageFileId: file!.id }).returning();
  await db.update(users).set({ careerPlanRankId: rank!.id }).where(eq(users.id, userId));
  return { rank: rank!, fileId: file!.id };
}

export async function counters(db: DbOrTx, userId: number) {
  const [row] = await db.select({ direct: users.directUsersCount, network: users.networkSize, depth: users.depth }).from(users).where(eq(users.id, userId));
  return row!;
}

/** Confirmed links, as the primary's confirmation leaves them (docs/accounts.md#linked-accounts). */
export async function linkAccounts(db: DbOrTx, primary: { id: number }, ...secondaries: { id: number }[]) {
  await db.insert(accountLinks).values(secondaries.map((s) => ({ primaryId: primary.id, secondaryId: s.id, status: 2, decidedAt: new Date() })));
}
