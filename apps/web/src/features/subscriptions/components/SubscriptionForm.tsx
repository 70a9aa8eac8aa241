import { Grid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  adminCreateSubscription,
  adminUpdateSubscription,
  CreateSubscriptionRequest,
  frequencyTypeLabels,
  type AdminSubscription,
  type FrequencyType,
} from '@clube/contract/subscriptions';
import { messages } from '@clube/contract';
import { MoneyField } from '../../../ui/MoneyField';
import { SelectField } from '../../../ui/SelectField';
import { FormActions, formNumber, NameDescriptionFields, selectedId, useSaveOfferForm } from '../../admin';
import { unilevelChoicesQueryOptions } from '../../configurations';

const shape = CreateSubscriptionRequest.shape;
const schema = CreateSubscriptionRequest.extend({
  Price: formNumber(shape.Price),
  FrequencyPrice: formNumber(shape.FrequencyPrice),
  // Selects hold text: checked here, turned into numbers on submit.
  FrequencyType: z.string().refine((v) => shape.FrequencyType.safeParse(Number(v)).success, messages.subscriptionFrequencyInvalid),
  UnilevelId: z.string(),
});
type Values = z.input<typeof schema>;
const valuesOf = (s?: AdminSubscription): Values => ({
  Name: s?.Name ?? '',
  Description: s?.Description ?? '',
  Price: s?.Price ?? '',
  FrequencyType: String(s?.FrequencyType ?? 1),
  FrequencyPrice: s?.FrequencyPrice ?? '',
  UnilevelId: s?.UnilevelId == null ? '' : String(s.UnilevelId),
});
const frequencyOptions = Object.entries(frequencyTypeLabels).map(([value, label]) => ({ value, label }));

/**
 * A subscription's name, description, price (on subscribing), recurrence and its value, and the
 * unilevel table that pays its invoices' bonuses. The recurrence is fixed once anyone subscribed.
 */
export function SubscriptionForm({ record, onClose, onSaved }: { record?: AdminSubscription; onClose: () => void; onSaved: (s: AdminSubscription) => void }) {
  const tables = useQuery(unilevelChoicesQueryOptions());
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), mode: 'all', defaultValues: valuesOf(record) });
  const { save, saving } = useSaveOfferForm<z.output<typeof CreateSubscriptionRequest>, AdminSubscription>({
    record,
    create: adminCreateSubscription,
    update: adminUpdateSubscription,
    reset: (saved) => form.reset(valuesOf(saved)),
    onSaved,
  });
  const { control } = form;
  const tableOptions = [
    { value: '', label: 'Nenhuma (sem bônus)' },
    ...(tables.data ?? []).map((t) => ({ value: String(t.Id), label: `${t.Name} (versão ${t.Version})` })),
  ];
  if (record?.UnilevelId != null && !tables.data?.some((t) => t.Id === record.UnilevelId))
    tableOptions.push({ value: String(record.UnilevelId), label: `Tabela ${record.UnilevelId}` });
  const submit = form.handleSubmit((v) => save({ ...v, FrequencyType: Number(v.FrequencyType) as FrequencyType, UnilevelId: selectedId(v.UnilevelId) }));
  return (
    <form noValidate aria-label={record ? `Assinatura ${record.Name}` : 'Nova assinatura'} onSubmit={(e) => void submit(e)}>
      <Stack>
        <NameDescriptionFields control={control} disabled={saving} />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MoneyField control={control} name="Price" label="Valor" description="Cobrado ao assinar." withAsterisk disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <SelectField control={control} name="FrequencyType" label="Recorrência" data={frequencyOptions} withAsterisk disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MoneyField
              control={control}
              name="FrequencyPrice"
              label="Valor da Recorrência"
              description="Cobrado a cada período."
              withAsterisk
              disabled={saving}
            />
          </Grid.Col>
        </Grid>
        <SelectField control={control} name="UnilevelId" label="Tabela unilevel dos bônus" data={tableOptions} disabled={saving} />
        {record && (
          <Text size="xs" c="dimmed">
            Faturas já emitidas mantêm seus valores: o novo Valor vale para novos assinantes e o novo Valor da Recorrência a partir da próxima renovação.
          </Text>
        )}
        <FormActions onClose={onClose} saving={saving} submitLabel={record ? 'Salvar' : 'Criar assinatura'} />
      </Stack>
    </form>
  );
}
