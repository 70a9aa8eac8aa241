import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { BulkCreditPosted, BulkCreditPreview, MoneyOperation } from '@clube/contract/bonuses';
import { formatBRL } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { MoneyField } from '../../../ui/MoneyField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { bulkCreditOptionsQueryOptions } from '../api/bulkCreditOptionsQueryOptions';
import { usePostBulkCredit } from '../api/usePostBulkCredit';
import { usePreviewBulkCredit } from '../api/usePreviewBulkCredit';
import { bulkCreditFormSchema, EMPTY_BULK_CREDIT_FORM, toBulkCreditRequest, type BulkCreditFormValues } from '../lib/bulkCreditForm';
import type { BulkCreditRequest } from '../lib/moneyOperations';
import { BulkCreditPreviewTable } from './BulkCreditPreviewTable';

const holders = (n: number) => (n === 1 ? '1 sócio' : `${n} sócios`);

/**
 * One money operation (docs/bonuses.md#profit-sharing-and-fund-payouts): the form, 'Pré-visualizar'
 * lists every credit, 'Lançar' posts exactly that preview (its hash goes with it). Above the
 * bonification center's SecondApprovalAbove the post becomes a request for another administrator's
 * approval, and the panel says so. Changing the form drops the preview: what is posted is what
 * was shown.
 */
export function BulkCreditPanel({ operation }: { operation: MoneyOperation }) {
  const options = useQuery(bulkCreditOptionsQueryOptions());
  const form = useForm<BulkCreditFormValues>({ resolver: zodResolver(bulkCreditFormSchema(operation)), defaultValues: EMPTY_BULK_CREDIT_FORM });
  const previewCall = usePreviewBulkCredit(operation);
  const postCall = usePostBulkCredit(operation);
  const [preview, setPreview] = useState<{ request: BulkCreditRequest; data: BulkCreditPreview } | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ data: BulkCreditPosted; message: string } | undefined>(undefined);

  const dropPreview = () => {
    setPreview(undefined);
    setOutcome(undefined);
  };
  const submit = form.handleSubmit((values) => {
    const request = toBulkCreditRequest(operation, values);
    setOutcome(undefined);
    previewCall.mutate(request, { onSuccess: (data) => setPreview({ request, data }) });
  });

  const post = () => {
    if (!preview) return;
    const { request, data } = preview;
    modals.openConfirmModal({
      title: 'Lançar créditos',
      centered: true,
      children: (
        <Text size="sm">
          Confirma o lançamento de {data.Count} crédito(s), total de {formatBRL(data.Total)}? Acima do valor configurado, a operação segue para a aprovação de
          outro administrador.
        </Text>
      ),
      labels: { confirm: 'Lançar', cancel: 'Fechar' },
      onConfirm: () =>
        postCall.mutate(
          { ...request, PreviewHash: data.PreviewHash },
          {
            onSuccess: (res) => {
              const message = res.Message ?? '';
              setOutcome({ data: res.Data, message });
              setPreview(undefined);
              if (res.Data.ApprovalId === null) form.reset(EMPTY_BULK_CREDIT_FORM);
              toastSuccess(message);
            },
          },
        ),
    });
  };

  const rankOptions = (options.data?.Ranks ?? []).map((r) => ({ value: String(r.Id), label: `${r.Name} (${holders(r.Holders)})` }));
  const fundOptions = [
    { value: '', label: 'Selecione' },
    ...(options.data?.Funds ?? []).map((f) => ({ value: String(f.Id), label: `${f.Name} (${holders(f.Holders)})` })),
  ];

  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <form noValidate onSubmit={(e) => void submit(e)} onChange={dropPreview}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MoneyField control={form.control} name="Amount" label="Valor a distribuir" withAsterisk />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              {operation === 'profitSharing' ? (
                <Controller
                  control={form.control}
                  name="RankIds"
                  render={({ field }) => (
                    <MultiSelect
                      label="Ranks"
                      description="Nenhum: todos os sócios ativos que recebem bônus."
                      placeholder="Todos os ranks"
                      data={rankOptions}
                      value={field.value}
                      onChange={(v) => {
                        field.onChange(v);
                        dropPreview();
                      }}
                      clearable
                      searchable
                    />
                  )}
                />
              ) : (
                <SelectField control={form.control} name="FundId" label="Fundo de investimento" withAsterisk data={fundOptions} onValueChange={dropPreview} />
              )}
            </Grid.Col>
            <Grid.Col span={12}>
              <TextField
                control={form.control}
                name="Description"
                label="Descrição"
                withAsterisk
                maxLength={200}
                description="Aparece em cada lançamento dos sócios."
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Group>
                <Button type="submit" variant="light" loading={previewCall.isPending}>
                  Pré-visualizar
                </Button>
                <Button onClick={post} disabled={!preview} loading={postCall.isPending}>
                  Lançar
                </Button>
              </Group>
            </Grid.Col>
          </Grid>
        </form>
      </Paper>
      {outcome && <PostOutcome outcome={outcome} />}
      {preview && <BulkCreditPreviewTable preview={preview.data} withQuotas={operation === 'fundPayout'} />}
    </Stack>
  );
}

function PostOutcome({ outcome: { data, message } }: { outcome: { data: BulkCreditPosted; message: string } }) {
  if (data.ApprovalId !== null) {
    return (
      <Alert color="yellow" title={message} role="status">
        Solicitação #{data.ApprovalId}: {data.Count} crédito(s), total de {formatBRL(data.Total)}. Nada foi lançado ainda; outro administrador aprova ou recusa
        na aba Aprovações.
      </Alert>
    );
  }
  return (
    <Alert color="green" title={message} role="status">
      {data.Count} crédito(s), total de {formatBRL(data.Total)}
      {data.TransactionId !== null ? ` (transação #${data.TransactionId})` : ''}.
    </Alert>
  );
}
