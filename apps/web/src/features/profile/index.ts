/** What the rest of the web (e.g. the registration wizard) uses from the profile feature. */
export { AddressForm, type AddressFormProps } from './components/AddressForm';
export { AddressFields, type AddressFieldsProps } from './components/AddressFields';
export {
  addressFieldsToFormValues,
  addressFormSchema,
  addressToFormValues,
  emptyAddressFieldValues,
  emptyAddressValues,
  toAddressInput,
  type AddressFieldValues,
  type AddressFormValues,
} from './lib/addressFormValues';
export { BRAZILIAN_STATES } from './lib/brazilianStates';
export { TwoFactorSetup } from './components/TwoFactorSetup';
export { twoFactorStatusQueryOptions } from './api/twoFactor';
