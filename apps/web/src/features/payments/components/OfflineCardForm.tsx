import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, NativeSelect, TextInput } from '@mantine/core';
import { onlyDigits } from '@clube/contract';
import { formatBRL } from '../../../lib/format';
import { MaskedField } from '../../../ui/MaskedField';
import { cardBrandOf, cardFormSchema, emptyCardForm, MAX_INSTALLMENTS, type CardFormValues } from '../lib/cardFormSchema';
import { DocumentFields } from './DocumentFields';

export interface CardData {
  PaymentMethodId: string;
  CardLastFourDigits: string;
  Name: string;
  Installments: number;
  DocumentType: 1 | 2;
  DocumentNumber: string;
}

/**
 * The card form with the offline gateway: the same fields as the provider's, checked here, but
 * only the last four digits and the holder's name leave the browser (never the number or code).
 */
export function OfflineCardForm({ debit, amount, loading, onSubmit }: { debit: boolean; amount: number; loading: boolean; onSubmit: (d: CardData) => void }) {
  const form = useForm<CardFormValues>({ resolver: zodResolver(cardFormSchema(!debit)), defaultValues: emptyCardForm });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const submit = handleSubmit((v) => {
    const number = onlyDigits(v.CardNumber);
    onSubmit({
      PaymentMethodId: debit ? 'debelo' : cardBrandOf(number),
      CardLastFourDigits: number.slice(-4),
      Name: v.HolderName.trim(),
      Installments: debit ? 1 : Number(v.Installments),
      DocumentType: v.DocumentType === '2' ? 2 : 1,
      DocumentNumber: onlyDigits(v.DocumentNumber),
    });
  });
  const installments = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({
    value: String(i + 1),
    label: `${i + 1}x de ${formatBRL(Math.round((amount * 100) / (i + 1)) / 100)}`,
  }));
  const masked = (name: 'CardNumber' | 'Expiry' | 'SecurityCode', label: string, mask: string, placeholder?: string) => (
    <MaskedField control={control} name={name} label={label} withAsterisk mask={mask} placeholder={placeholder} disabled={loading} />
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Dados do cartão">
      <Alert color="gray" mb="md">
        Ambiente de simulação: o cartão é aprovado ou recusado pelo nome do titular, como os cartões de teste do Mercado Pago (APRO aprova; OTHE, FUND, CALL,
        SECU, EXPI e FORM recusam; CONT fica em processamento).
      </Alert>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>{masked('CardNumber', 'Número do Cartão', '0000 0000 0000 0000[000]')}</Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>{masked('Expiry', 'Validade', '00/00', 'MM/AA')}</Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>{masked('SecurityCode', 'Código de Segurança', '0000')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Nome do Titular" withAsterisk maxLength={120} disabled={loading} error={errors.HolderName?.message} {...register('HolderName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: debit ? 6 : 3 }}>
          <TextInput label="Banco Emissor" withAsterisk maxLength={60} disabled={loading} error={errors.Issuer?.message} {...register('Issuer')} />
        </Grid.Col>
        {!debit && (
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <NativeSelect
              label="Parcelas"
              withAsterisk
              disabled={loading}
              data={installments}
              error={errors.Installments?.message}
              {...register('Installments')}
            />
          </Grid.Col>
        )}
        <DocumentFields control={control} register={register} errors={errors} disabled={loading} />
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={loading}>
          Pagar {formatBRL(amount)}
        </Button>
      </Group>
    </form>
  );
}
