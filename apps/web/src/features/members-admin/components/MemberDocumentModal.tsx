import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages, PersonType } from '@clube/contract';
import { CorrectMemberDocumentRequest, type AdminMemberDetail } from '@clube/contract/admin';
import { masks } from '../../../lib/masks';
import { toastSuccess } from '../../../lib/notify';
import { MaskedField } from '../../../ui/MaskedField';
import { TextareaField } from '../../../ui/TextareaField';
import { useCorrectMemberDocument } from '../api/useCorrectMemberDocument';

const EMPTY: CorrectMemberDocumentRequest = { Document: '', Reason: '' };

/** 'Corrigir CPF/CNPJ': only an operator corrects it, with a reason kept in the audit row. */
export function MemberDocumentModal({ profile: p, opened, onClose }: { profile: AdminMemberDetail['Profile']; opened: boolean; onClose: () => void }) {
  const company = p.PersonType === PersonType.Company;
  const correct = useCorrectMemberDocument();
  const form = useForm<CorrectMemberDocumentRequest>({ resolver: zodResolver(CorrectMemberDocumentRequest), defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit((body) =>
    correct.mutate(
      { id: p.Id, body },
      {
        onSuccess: (res) => {
          toastSuccess(res.Message ?? messages.memberDocumentChanged);
          close();
        },
      },
    ),
  );
  return (
    <Modal opened={opened} onClose={close} title={`Corrigir ${company ? 'CNPJ' : 'CPF'} de ${p.Username}`} centered>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <Text size="sm">Atual: {p.Document ?? '—'}</Text>
          <MaskedField
            control={form.control}
            name="Document"
            label={company ? 'CNPJ correto' : 'CPF correto'}
            mask={company ? masks.cnpj : masks.cpf}
            withAsterisk
          />
          <TextareaField control={form.control} name="Reason" label="Motivo" withAsterisk rows={2} maxLength={500} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {messages.closeButton}
            </Button>
            <Button type="submit" loading={correct.isPending}>
              Corrigir
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
