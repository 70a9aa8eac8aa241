import { useState } from 'react';
import { Badge, Button, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { twoFactorStatusQueryOptions, useDisableTwoFactor, useRenewRecoveryCodes } from '../api/twoFactor';
import { RecoveryCodesHint, RecoveryCodesList } from './RecoveryCodesList';
import { TwoFactorSetup } from './TwoFactorSetup';

/** 'Verificação em duas etapas' in 'Meus Dados' (docs/accounts.md#two-factor-sign-in). */
export function TwoFactorSection() {
  const status = useQuery(twoFactorStatusQueryOptions());
  // Once started, the set-up stays on screen until the member saw his recovery codes, though the
  // status turns on as soon as he confirmed.
  const [settingUp, setSettingUp] = useState(false);
  const on = status.data?.Activated2FA === true;

  return (
    <Stack mt="xl" gap="sm">
      <Divider />
      <Group gap="sm">
        <Title order={4}>Verificação em duas etapas</Title>
        {status.data && <Badge color={on ? 'green' : 'gray'}>{on ? 'Ativa' : 'Desativada'}</Badge>}
      </Group>
      {!status.data ? null : on && !settingUp ? (
        <TwoFactorOn recoveryCodesLeft={status.data.RecoveryCodesLeft} />
      ) : (
        <>
          <Text size="sm">Ao entrar, além da senha, será pedido um código do aplicativo autenticador do seu celular.</Text>
          <TwoFactorSetup onStarted={() => setSettingUp(true)} onDone={() => setSettingUp(false)} />
        </>
      )}
    </Stack>
  );
}

function TwoFactorOn({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [renewCode, setRenewCode] = useState('');
  const [shown, setShown] = useState<string[] | null>(null);

  if (shown) return <RecoveryCodesList codes={shown} onDone={() => setShown(null)} />;
  return (
    <Stack gap="md">
      <Text size="sm">Códigos de recuperação restantes: {recoveryCodesLeft}</Text>
      <RecoveryCodesHint />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (renewCode.trim()) renew.mutate(renewCode.trim(), { onSuccess: ({ Data }) => setShown(Data.RecoveryCodes) });
        }}
      >
        <Group align="end">
          <TextInput label="Código do aplicativo" value={renewCode} onChange={(e) => setRenewCode(e.currentTarget.value)} maxLength={10} />
          <Button type="submit" variant="default" disabled={!renewCode.trim()} loading={renew.isPending}>
            Gerar novos códigos de recuperação
          </Button>
        </Group>
      </form>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (password && code.trim()) disable.mutate({ Password: password, Code: code.trim() });
        }}
      >
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Desativar
          </Text>
          <Group align="end">
            <PasswordInput label="Senha atual" value={password} onChange={(e) => setPassword(e.currentTarget.value)} maxLength={256} />
            <TextInput label="Código ou código de recuperação" value={code} onChange={(e) => setCode(e.currentTarget.value)} maxLength={40} />
            <Button type="submit" color="red" variant="light" disabled={!password || !code.trim()} loading={disable.isPending}>
              Desativar verificação em duas etapas
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
