import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { messages, UserStatus } from '@clube/contract';
import type { AdminMemberRow } from '@clube/contract/admin';
import { BulkActionButton } from '../../admin';
import { useChangeMemberStatus } from '../api/useChangeMemberStatus';
import { useSendMemberPasswordReset } from '../api/useSendMemberPasswordReset';

const describe = (m: AdminMemberRow) => ({ key: m.Id, label: `${m.Name} (${m.Username})` });

/** Bulk actions on the selected members: block them with one reason, or e-mail each a reset link. */
export function MemberBulkActions({ selected, onDone }: { selected: AdminMemberRow[]; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const block = useChangeMemberStatus({ silent: true });
  const reset = useSendMemberPasswordReset({ silent: true });
  const why = reason.trim();
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Motivo do bloqueio"
        placeholder="Obrigatório para bloquear"
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.currentTarget.value)}
        w={280}
      />
      <BulkActionButton
        label="Bloquear"
        color="gray"
        rows={why ? selected : []}
        confirmText={(n) => `Bloquear ${n === 1 ? 'o sócio selecionado' : `os ${n} sócios selecionados`}? As sessões abertas terminam na hora. Motivo: ${why}`}
        successText={messages.memberStatusChanged}
        describe={describe}
        action={(m) => block.mutateAsync({ id: m.Id, body: { Status: UserStatus.Bloqueado, Reason: why } })}
        onDone={() => {
          setReason('');
          onDone();
        }}
      />
      <BulkActionButton
        label="Enviar redefinição de senha"
        rows={selected}
        confirmText={(n) => `Enviar um link de redefinição de senha ao e-mail ${n === 1 ? 'do sócio selecionado' : `de cada um dos ${n} sócios selecionados`}?`}
        successText={messages.memberPasswordResetSent}
        describe={describe}
        action={(m) => reset.mutateAsync(m.Id)}
        onDone={onDone}
      />
    </Group>
  );
}
