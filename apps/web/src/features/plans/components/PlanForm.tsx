import { Grid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminCreatePlan, adminUpdatePlan, CreatePlanRequest, type AdminPlan } from '@clube/contract/plans';
import { MoneyField } from '../../../ui/MoneyField';
import { FormActions, formNumber, NameDescriptionFields, useSaveOfferForm } from '../../admin';

const schema = CreatePlanRequest.extend({
  Price: formNumber(CreatePlanRequest.shape.Price),
  MonthlyPayment: formNumber(CreatePlanRequest.shape.MonthlyPayment),
});
type Values = z.input<typeof schema>;
const valuesOf = (p?: AdminPlan): Values => ({
  Name: p?.Name ?? '',
  Description: p?.Description ?? '',
  Price: p?.Price ?? '',
  MonthlyPayment: p?.MonthlyPayment ?? '',
});

/**
 * A plan's name, description, price (the adhesion and plan-change invoices) and monthly fee. An
 * edit applies to invoices issued from now on (docs/admin.md#offers).
 */
export function PlanForm({ record, onClose, onSaved }: { record?: AdminPlan; onClose: () => void; onSaved: (plan: AdminPlan) => void }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), mode: 'all', defaultValues: valuesOf(record) });
  const { save, saving } = useSaveOfferForm<z.output<typeof CreatePlanRequest>, AdminPlan>({
    record,
    create: adminCreatePlan,
    update: adminUpdatePlan,
    reset: (saved) => form.reset(valuesOf(saved)),
    onSaved,
  });
  const { control } = form;
  const submit = form.handleSubmit((v) => save(v));
  return (
    <form noValidate aria-label={record ? `Plano ${record.Name}` : 'Novo plano'} onSubmit={(e) => void submit(e)}>
      <Stack>
        <NameDescriptionFields control={control} disabled={saving} />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyField control={control} name="Price" label="Valor (adesão)" withAsterisk disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyField control={control} name="MonthlyPayment" label="Mensalidade" description="R$ 0,00: sem mensalidade." withAsterisk disabled={saving} />
          </Grid.Col>
        </Grid>
        {record && (
          <Text size="xs" c="dimmed">
            Faturas já emitidas (pagas ou pendentes) mantêm seus valores; os novos valores valem para as próximas.
          </Text>
        )}
        <FormActions onClose={onClose} saving={saving} submitLabel={record ? 'Salvar' : 'Criar plano'} />
      </Stack>
    </form>
  );
}
