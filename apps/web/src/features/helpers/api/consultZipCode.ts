import { consultZipCode as consultZipCodeEndpoint } from '@clube/contract/helpers';
import { call } from '../../../lib/api';

/** The address of a zip (8 digits); throws ApiError with the server's reason when it fails. */
export async function consultZipCode(zipCode: string) {
  return (await call(consultZipCodeEndpoint, { query: { zipCode } })).Data;
}
