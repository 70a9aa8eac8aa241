import type { z } from 'zod';
import { messages } from '@clube/contract';
import type { Address, AddressInput } from '@clube/contract/entities';
import { MAX_ADDRESSES_PER_MEMBER } from '@clube/contract/profile';
import type { Db } from '../../db/client';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import { toAddressDto } from '../accounts';
import { isStateCode } from '../helpers';
import { countAddresses, insertAddress, lockMember, updateOwnAddress, type AddressValues } from './addresses.repository';

type AddressForm = z.output<typeof AddressInput>;

function toValues(a: AddressForm): AddressValues {
  if (!isStateCode(a.State)) throw badRequest(messages.invalidState, { State: [messages.invalidState] });
  return {
    name: a.Name || null,
    zipCode: a.ZipCode,
    street: a.Street,
    number: a.Number,
    district: a.District,
    city: a.City,
    state: a.State,
    country: a.Country,
    complement: a.Complement || null,
  };
}

export async function createAddress(db: Db, userId: number, input: AddressForm): Promise<Address> {
  const values = toValues(input);
  const row = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES_PER_MEMBER) {
      throw unprocessable(messages.addressLimit(MAX_ADDRESSES_PER_MEMBER));
    }
    return insertAddress(tx, userId, values);
  });
  return toAddressDto(row);
}

export async function updateAddress(db: Db, userId: number, id: number, input: AddressForm): Promise<Address> {
  const values = toValues(input);
  const row = await updateOwnAddress(db, userId, id, values);
  if (!row) throw notFound(messages.addressNotFound);
  return toAddressDto(row);
}
