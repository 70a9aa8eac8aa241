/** What the rest of the web (e.g. the registration wizard) uses from the profile feature. */
export { AddressForm, type AddressFormProps } from './components/AddressForm';
export { addressFormSchema, addressToFormValues, emptyAddressValues, toAddressInput, type AddressFormValues } from './lib/addressFormValues';
export { BRAZILIAN_STATES } from './lib/brazilianStates';
