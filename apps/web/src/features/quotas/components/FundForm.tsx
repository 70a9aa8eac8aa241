import { Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminCreateFund, adminUpdateFund, CreateFundRequest, type AdminFund } from '@clube/contract/quotas';
import { MoneyField } from '../../../ui/MoneyField';
import { FormActions, formNumber, NameDescriptionFields, useSaveOfferForm } from '../../admin';

const schema = CreateFundRequest.extend({ QuotaValue: formNumber(CreateFundRequest.shape.QuotaValue) });
type Values = z.input<typeof schema>;
const valuesOf = (f?: AdminFund): Values => ({ Name: f?.Name ?? '', Description: f?.Description ?? '', QuotaValue: f?.QuotaValue ?? 0 });

/** A fund's name, description and reference quota value; the members' holdings never change here. */
export function FundForm({ record, onClose, onSaved }: { record?: AdminFund; onClose: () => void; onSaved: (fund: AdminFund) => void }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), mode: 'all', defaultValues: valuesOf(record) });
  const { save, saving } = useSaveOfferForm<z.output<typeof CreateFundRequest>, AdminFund>({
    record,
    create: adminCreateFund,
    update: adminUpdateFund,
    reset: (saved) => form.reset(valuesOf(saved)),
    onSaved,
  });
  const { control } = form;
  const submit = form.handleSubmit((v) => save(v));
  return (
    <form noValidate aria-label={record ? `Fundo ${record.Name}` : 'Novo fundo'} onSubmit={(e) => void submit(e)}>
      <Stack>
        <NameDescriptionFields control={control} disabled={saving} />
        <MoneyField control={control} name="QuotaValue" label="Valor de referência da cota" disabled={saving} />
        {record && (
          <Text size="xs" c="dimmed">
            As cotas que os sócios já têm não mudam.
          </Text>
        )}
        <FormActions onClose={onClose} saving={saving} submitLabel={record ? 'Salvar' : 'Criar fundo'} />
      </Stack>
    </form>
  );
}
