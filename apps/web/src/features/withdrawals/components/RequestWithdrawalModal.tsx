import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@clube/contract';
import { receiptPath } from '@clube/contract/receipts';
import { formatBRL } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { bankAccountsQueryOptions } from '../../bank-accounts';
import { useCreateWithdrawn } from '../api/useCreateWithdrawn';
import { withdrawalConfigurationQueryOptions } from '../api/withdrawalConfigurationQueryOptions';
import { withdrawnValidationQueryOptions } from '../api/withdrawnValidationQueryOptions';
import { cannotAffordAny, DEFAULT_FEE, DEFAULT_MINIMUM, neededBalance, withdrawalFormSchema, type WithdrawalFormValues } from '../lib/withdrawalForm';
import { MoneyField } from '../../../ui/MoneyField';
import { SelectField } from '../../../ui/SelectField';
import { WithdrawalBlockedNotice } from './WithdrawalBlockedNotice';
import { WithdrawalReview, type WithdrawalDraft } from './WithdrawalReview';

const EMPTY: WithdrawalFormValues = { UserBankAccountId: '', Value: '' };

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatBRL(value)}</Text>
    </div>
  );
}

/**
 * 'Solicitar Saque': minimum, fee and needed balance (value plus fee), the member's bank accounts
 * and the value. Submit stays disabled unless the server's validation allows withdrawing; the
 * server checks everything again (and computes the fee itself). A valid request first shows its
 * review (WithdrawalReview); confirmed, the receipt opens (docs/payments.md#review-before-money-moves).
 */
export function RequestWithdrawalModal({ opened, balance, onClose }: { opened: boolean; balance: number; onClose: () => void }) {
  const config = useQuery(withdrawalConfigurationQueryOptions());
  const validation = useQuery({ ...withdrawnValidationQueryOptions(), enabled: opened });
  const accounts = useQuery({ ...bankAccountsQueryOptions(), enabled: opened });
  const create = useCreateWithdrawn();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<WithdrawalDraft | undefined>(undefined);

  const minimum = config.data?.MinimalWithdraw ?? DEFAULT_MINIMUM;
  const fee = config.data?.WithdrawTaxAmount ?? DEFAULT_FEE;
  const limits = useMemo(() => ({ minimum, fee, balance }), [minimum, fee, balance]);
  const schema = useMemo(() => withdrawalFormSchema(limits), [limits]);
  const form = useForm<WithdrawalFormValues>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: EMPTY });
  const value = useWatch({ control: form.control, name: 'Value' });

  const blockedMessage = validation.data && !validation.data.CanWithdrawn ? (validation.data.Message ?? messages.withdrawNoBalance) : undefined;
  const localShortage = !blockedMessage && config.data && cannotAffordAny(limits) ? messages.withdrawNoBalance : undefined;
  const canSubmit = validation.data?.CanWithdrawn === true && !localShortage;

  const close = () => {
    form.reset(EMPTY);
    setDraft(undefined);
    onClose();
  };
  const submit = form.handleSubmit((v) => setDraft({ UserBankAccountId: Number(v.UserBankAccountId), Value: Number(v.Value) }));
  const confirm = (d: WithdrawalDraft) =>
    create.mutate(d, {
      onSuccess: (created) => {
        toastSuccess(messages.withdrawSuccess);
        close();
        void navigate(receiptPath('withdrawal', created.Id));
      },
    });

  const accountOptions = [
    { value: '', label: 'Selecione' },
    ...(accounts.data?.accounts ?? []).map((a) => ({ value: String(a.Id), label: `${a.Id} - ${a.BankName}` })),
  ];

  return (
    <Modal opened={opened} onClose={close} title={messages.requestWithdraw} centered>
      {draft ? (
        <WithdrawalReview
          draft={draft}
          account={accounts.data?.accounts.find((a) => a.Id === draft.UserBankAccountId)}
          confirming={create.isPending}
          onBack={() => setDraft(undefined)}
          onConfirm={() => confirm(draft)}
        />
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack>
            <SimpleGrid cols={3} spacing="sm">
              <Figure label="Saque mínimo" value={limits.minimum} />
              <Figure label="Taxa de saque" value={limits.fee} />
              <Figure label="Saldo necessário" value={neededBalance(value, limits)} />
            </SimpleGrid>
            {(blockedMessage ?? localShortage) && <WithdrawalBlockedNotice message={(blockedMessage ?? localShortage)!} />}
            <SelectField control={form.control} name="UserBankAccountId" label="Conta bancária" withAsterisk data={accountOptions} />
            <MoneyField control={form.control} name="Value" label="Valor do saque" withAsterisk />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {messages.closeButton}
              </Button>
              <Button type="submit" disabled={!canSubmit} loading={create.isPending}>
                {messages.requestWithdraw}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
