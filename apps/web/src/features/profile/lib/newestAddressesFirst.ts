import type { AuthUserData } from '@clube/contract/accounts';

type UserAddresses = AuthUserData['Adresses'];

/** Newest first (ids grow with time), as every list of the spec puts a new item at its start. */
export const newestAddressesFirst = (addresses: UserAddresses): UserAddresses => [...addresses].sort((a, b) => b.AddressId - a.AddressId);

/** The member's data with a just-created address at the start of his list (until the refetch answers). */
export function withNewAddress(data: AuthUserData, created: UserAddresses[number]['Address']): AuthUserData {
  return { ...data, Adresses: [{ AddressId: created.Id, Address: created }, ...data.Adresses.filter((a) => a.AddressId !== created.Id)] };
}
