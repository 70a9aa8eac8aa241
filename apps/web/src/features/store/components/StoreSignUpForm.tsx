import { Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@clube/contract';
import type { RegisterStoreClientBody } from '@clube/contract/store';
import { masks } from '../../../lib/masks';
import { toastError } from '../../../lib/notify';
import { MaskedField } from '../../../ui/MaskedField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextField } from '../../../ui/TextField';
import { AddressForm, addressFormSchema, emptyAddressValues, toAddressInput, type AddressFormValues } from '../../profile';
import { PersonTypeRadio } from '../../registration';
import { emptyStoreSignUp, storeSignUpSchema, toRegisterBody, type StoreSignUpValues } from '../lib/signUpForm';

export interface StoreSignUpFormProps {
  submitting: boolean;
  onSubmit: (body: RegisterStoreClientBody) => void;
  /** 'Já sou cliente': the login instead. */
  onLogin: () => void;
}

/**
 * The store's short sign-up: who he is (CPF or CNPJ), how to reach him, a password, and where to
 * deliver (the profile's address form, with its zip lookup). Both parts are checked on submit and
 * every message shows at once; the server's refusals (a used e-mail or CPF) are toasted.
 */
export function StoreSignUpForm({ submitting, onSubmit, onLogin }: StoreSignUpFormProps) {
  const form = useForm<StoreSignUpValues>({ resolver: zodResolver(storeSignUpSchema), defaultValues: emptyStoreSignUp, mode: 'onTouched' });
  const address = useForm<AddressFormValues>({ resolver: zodResolver(addressFormSchema), defaultValues: emptyAddressValues, mode: 'onTouched' });
  const { control, setValue, clearErrors } = form;
  const personType = useWatch({ control, name: 'PersonType' });

  // Both parts through handleSubmit, never a bare trigger(): only a submitted form checks each
  // field again as it is typed. Checked by trigger(), a message stayed under a field already
  // right until it lost focus, and then left under the finger pressing 'Criar conta': the button
  // moved up and the second press missed it.
  const submit = async () => {
    let personOk = false;
    let addressOk = false;
    await Promise.all([
      form.handleSubmit(() => {
        personOk = true;
      })(),
      address.handleSubmit(() => {
        addressOk = true;
      })(),
    ]);
    if (!personOk || !addressOk) return toastError(messages.invalidForm);
    onSubmit(toRegisterBody(form.getValues(), toAddressInput(address.getValues())));
  };

  return (
    <form
      noValidate
      aria-label="Cadastro na loja"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Title order={4}>{messages.storeSignUpTitle}</Title>
        <TextField control={control} name="Name" label="Nome" autoComplete="name" />
        <PersonTypeRadio
          control={control}
          onSwitch={(v) => {
            // The other type's document is dropped, so it neither blocks nor gets sent.
            const dropped = v === '2' ? 'RegionalId' : 'CNPJ';
            setValue(dropped, '');
            clearErrors(dropped);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {personType === '1' ? (
            <MaskedField control={control} name="RegionalId" label="CPF" mask={masks.cpf} placeholder={masks.cpf} />
          ) : (
            <MaskedField control={control} name="CNPJ" label="CNPJ" mask={masks.cnpj} placeholder={masks.cnpj} />
          )}
          <MaskedField control={control} name="PhoneOne" label="Telefone" mask={masks.phone} placeholder={masks.phone} />
        </SimpleGrid>
        <TextField control={control} name="Email" label="Email" type="email" autoComplete="email" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField control={control} name="Password" label="Senha" autoComplete="new-password" />
          <PasswordField control={control} name="ConfirmPassword" label="Confirmar Senha" autoComplete="new-password" />
        </SimpleGrid>
        <Title order={5}>Endereço de entrega</Title>
        {/* A zip the lookup does not know toasts the spec's 'CEP Inválido' (the address forms' default). */}
        <AddressForm form={address} withAsterisk={false} />
        <Button type="submit" loading={submitting} fullWidth>
          Criar conta
        </Button>
        <Text size="sm" ta="center">
          {messages.storeLoginTitle}?{' '}
          <Anchor component="button" type="button" onClick={onLogin}>
            Entrar
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
