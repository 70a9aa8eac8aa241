import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messages, UserType } from '@clube/contract';
import type { AdminMemberDetail } from '@clube/contract/admin';
import type { IssuedAccessToken } from '@clube/contract/accounts';
import { toastSuccess } from '../../../lib/notify';
import { useIssueMemberAccessToken } from '../api/useIssueMemberAccessToken';
import { useSendMemberPasswordReset } from '../api/useSendMemberPasswordReset';
import { AccessLinkModal } from './AccessLinkModal';
import { MemberStatusModal } from './MemberStatusModal';

/** The member page's actions: status, a reset link by e-mail, and 'Entrar como sócio'. */
export function MemberActions({ profile: p }: { profile: AdminMemberDetail['Profile'] }) {
  const [statusOpen, setStatusOpen] = useState(false);
  const [issued, setIssued] = useState<IssuedAccessToken | undefined>(undefined);
  const reset = useSendMemberPasswordReset();
  const access = useIssueMemberAccessToken();

  const confirmReset = () =>
    modals.openConfirmModal({
      title: 'Enviar redefinição de senha',
      centered: true,
      children: (
        <Text size="sm">
          Enviar para {p.Email} um link de uso único, válido por 1 hora, para {p.Username} criar uma nova senha?
        </Text>
      ),
      labels: { confirm: 'Enviar', cancel: messages.closeButton },
      onConfirm: () => reset.mutate(p.Id, { onSuccess: (res) => toastSuccess(res.Message ?? messages.memberPasswordResetSent) }),
    });

  return (
    <Group gap="xs">
      <Button variant="default" onClick={() => setStatusOpen(true)}>
        Alterar situação
      </Button>
      <Button variant="default" onClick={confirmReset} loading={reset.isPending}>
        Enviar redefinição de senha
      </Button>
      {p.Type === UserType.User && (
        <Button onClick={() => access.mutate(p.Id, { onSuccess: setIssued })} loading={access.isPending}>
          Entrar como sócio
        </Button>
      )}
      <MemberStatusModal profile={p} opened={statusOpen} onClose={() => setStatusOpen(false)} />
      <AccessLinkModal issued={issued} onClose={() => setIssued(undefined)} />
    </Group>
  );
}
