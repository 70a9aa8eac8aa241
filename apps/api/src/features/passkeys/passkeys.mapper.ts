import type { Passkey } from '@clube/contract/passkeys';
import type { PasskeyRow } from './passkeys.repository';

export const toPasskeyDto = (r: PasskeyRow): Passkey => ({
  Id: r.id,
  Name: r.name,
  Created: r.createdAt.toISOString(),
  LastUsedOn: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
  BackedUp: r.backedUp,
});
