import type { Db } from '../db/client';

/** Seeds the demo club into an empty database; answers whether it did. Filled in below. */
export async function seedDemoClub(_db: Db): Promise<boolean> {
  return false;
}
