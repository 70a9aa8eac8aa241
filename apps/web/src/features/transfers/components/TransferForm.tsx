import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Loader, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { WalletType, messages } from '@clube/contract';
import type { CreateNewUserTransferRequest } from '@clube/contract/transfers';
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
 * value. Each intended transfer carries one idempotency key, so a resubmission moves money once.
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

  const submit = form.handleSubmit((v) => {
    const toUser = Number(v.ToUserId);
    const value = Number(v.Value);
    onSend({ ToUserId: toUser, Value: value, WalletType: WalletType.CurrentAccount, IdempotencyKey: keys.current.keyFor(toUser, value) }, () => {
      keys.current.done();
      form.reset(EMPTY);
    });
  });

  return (
    <Paper withBorder p="lg" radius="md">
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
  );
}
