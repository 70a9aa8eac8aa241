import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import { TextareaField } from '../../../ui/TextareaField';

export interface ProductAnswerModalProps<T extends FieldValues> {
  opened: boolean;
  title: string;
  /** What happens to the product, in a sentence. */
  explanation: string;
  field: FieldPath<T>;
  label: string;
  required: boolean;
  maxLength: number;
  resolver: Resolver<T>;
  empty: DefaultValues<T>;
  submitLabel: string;
  color: string;
  pending: boolean;
  onSubmit: (values: T, done: () => void) => void;
  onClose: () => void;
}

/** A review answer that carries a text: Recusar (optional 'Motivo') or Solicitar alteração (the seller's message). */
export function ProductAnswerModal<T extends FieldValues>(p: ProductAnswerModalProps<T>) {
  const form = useForm<T>({ resolver: p.resolver, defaultValues: p.empty });
  const close = () => {
    form.reset(p.empty);
    p.onClose();
  };
  const submit = form.handleSubmit((values) => p.onSubmit(values, close));
  return (
    <Modal opened={p.opened} onClose={close} title={p.title} centered>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <Text size="sm">{p.explanation}</Text>
          <TextareaField control={form.control} name={p.field} label={p.label} withAsterisk={p.required} rows={3} maxLength={p.maxLength} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {messages.closeButton}
            </Button>
            <Button type="submit" color={p.color} loading={p.pending}>
              {p.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
