import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { WalletType, messages } from '@clube/contract';
import { receiptMessages } from '@clube/contract/receipts';
import type { CreateNewUserTransferRequest } from '@clube/contract/transfers';
import { ReviewFigures, transferReview } from '../../receipts';
import { MoneyField } from '../../../ui/MoneyField';
import { SelectField } from '../../../ui/SelectField';
import { transferRecipientsQueryOptions } from '../api/transferRecipientsQueryOptions';
import { idempotencyKeys, transferFormSchema, type TransferFormValues } from '../lib/transferForm';

const SEARCH_DEBOUNCE_MS = 500;
const EMPTY: TransferFormValues = { ToUserId: '', Value: '' };

export interface TransferFormProps {
  balance: number;
  sending: boolean;
  onSend: (body: CreateNewUserTransferRequest, onDone: () => void) => void;
}

/**
 * Search a member by username (on key-up, 500 ms debounce), pick him, see his id and name, type the
 * value. 'Realizar Transferência' shows the review first (recipient, value, no fee, balance after);
 * the member confirms or goes back to edit (docs/payments.md#review-before-money-moves). Each
 * intended transfer carries one idempotency key, so a resubmission moves money once.
 */
export function TransferForm({ balance, sending, onSend }: TransferFormProps) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const recipients = useQuery(transferRecipientsQueryOptions(search));
  const keys = useRef(idempotencyKeys());

  const schema = useMemo(() => transferFormSchema(balance), [balance]);
  const form = useForm<TransferFormValues>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: EMPTY });
  const toUserId = useWatch({ control: form.control, name: 'ToUserId' });
  // Keep the chosen member visible even when a new search no longer lists him.
  const [chosen, setChosen] = useState<{ Id: number; Name: string; Username: string } | undefined>(undefined);
  const found = recipients.data ?? [];
  const options = [
    { value: '', label: search ? (found.length ? 'Selecione' : 'Nenhum usuário encontrado') : 'Digite o usuário para buscar' },
    ...(chosen && !found.some((u) => u.Id === chosen.Id) ? [chosen] : [])
      .concat(found)
      .map((u) => ({ value: String(u.Id), label: `${u.Username} - ${u.Name}` })),
  ];

  const [review, setReview] = useState<{ toUser: number; value: number; recipient: { Name: string; Username: string } } | undefined>(undefined);
  const submit = form.handleSubmit((v) => {
    if (!chosen) return;
    setReview({ toUser: Number(v.ToUserId), value: Number(v.Value), recipient: chosen });
  });
  const confirm = ({ toUser, value }: { toUser: number; value: number }) =>
    onSend({ ToUserId: toUser, Value: value, WalletType: WalletType.CurrentAccount, IdempotencyKey: keys.current.keyFor(toUser, value) }, () => {
      keys.current.done();
      setReview(undefined);
      form.reset(EMPTY);
    });

  return (
    <>
      {review && (
        <Stack>
          <ReviewFigures lines={transferReview({ value: review.value, balance, recipient: review.recipient })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReview(undefined)} disabled={sending}>
              {receiptMessages.review.back}
            </Button>
            <Button onClick={() => confirm(review)} loading={sending}>
              {receiptMessages.review.confirmTransfer}
            </Button>
          </Group>
        </Stack>
      )}
      {/* Hidden, not unmounted, while reviewing: going back finds the search, the member and the value as typed. */}
      <Paper withBorder p="lg" radius="md" style={review ? { display: 'none' } : undefined}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Buscar usuário"
                placeholder="Digite o usuário"
                maxLength={100}
                leftSection={<IconSearch size={16} />}
                rightSection={recipients.isFetching ? <Loader size="xs" /> : undefined}
                onKeyUp={(e) => setTyped(e.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <SelectField
                control={form.control}
                name="ToUserId"
                label="Usuário"
                withAsterisk
                data={options}
                onValueChange={(id) => setChosen(found.find((u) => String(u.Id) === id) ?? chosen)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput label="ID do usuário" readOnly value={toUserId && chosen ? String(chosen.Id) : ''} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 9 }}>
              <TextInput label="Nome do usuário" readOnly value={toUserId && chosen ? chosen.Name : ''} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <MoneyField control={form.control} name="Value" label="Valor" withAsterisk />
            </Grid.Col>
            <Grid.Col span={12}>
              <Button type="submit" loading={sending}>
                {messages.makeTransfer}
              </Button>
            </Grid.Col>
          </Grid>
        </form>
      </Paper>
    </>
  );
}
