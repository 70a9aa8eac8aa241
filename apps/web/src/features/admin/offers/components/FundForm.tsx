import { Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminCreateFund, adminUpdateFund, CreateFundRequest, type AdminFund, type UpdateFundRequest } from '@clube/contract/quotas';
import { toastSuccess } from '../../../../lib/notify';
import { MoneyField } from '../../../../ui/MoneyField';
import { TextareaField } from '../../../../ui/TextareaField';
import { TextField } from '../../../../ui/TextField';
import { useSaveOffer } from '../api/useOfferMutations';
import { formNumber } from '../lib/formFields';
import { FormActions } from './FormActions';

const schema = CreateFundRequest.extend({ QuotaValue: formNumber(CreateFundRequest.shape.QuotaValue) });
type Values = z.input<typeof schema>;
const valuesOf = (f?: AdminFund): Values => ({ Name: f?.Name ?? '', Description: f?.Description ?? '', QuotaValue: f?.QuotaValue ?? 0 });

/** A fund's name, description and reference quota value; the members' holdings never change here. */
export function FundForm({ record, onClose, onSaved }: { record?: AdminFund; onClose: () => void; onSaved: (fund: AdminFund) => void }) {
  const create = useSaveOffer<z.output<typeof CreateFundRequest>, AdminFund>(adminCreateFund);
  const update = useSaveOffer<UpdateFundRequest, AdminFund>(adminUpdateFund);
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), mode: 'all', defaultValues: valuesOf(record) });
  const { control } = form;
  const saving = create.isPending || update.isPending;
  const submit = form.handleSubmit((v) => {
    const done = (res: { Message: string | null; Data: AdminFund }) => {
      toastSuccess(res.Message ?? '');
      form.reset(valuesOf(res.Data));
      onSaved(res.Data);
    };
    if (record) update.mutate({ Id: record.Id, ...v }, { onSuccess: done });
    else create.mutate(v, { onSuccess: done });
  });
  return (
    <form noValidate aria-label={record ? `Fundo ${record.Name}` : 'Novo fundo'} onSubmit={(e) => void submit(e)}>
      <Stack>
        <TextField control={control} name="Name" label="Nome" withAsterisk maxLength={100} disabled={saving} />
        <TextareaField control={control} name="Description" label="Descrição" rows={3} maxLength={2000} disabled={saving} />
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
