import { useState } from 'react';
import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from '../api/twoFactor';
import { RecoveryCodesList } from './RecoveryCodesList';

/**
 * Turning two factors on: a QR code (and its key, for typing), the first code of the app to
 * confirm, then the recovery codes shown once. `onDone` after the member saw the codes.
 */
export function TwoFactorSetup({ onDone, onCancel, onStarted }: { onDone: () => void; onCancel?: () => void; onStarted?: () => void }) {
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');

  if (confirm.data) return <RecoveryCodesList codes={confirm.data.Data.RecoveryCodes} onDone={onDone} />;
  if (!start.data)
    return (
      <Group>
        <Button onClick={() => start.mutate(undefined, { onSuccess: onStarted })} loading={start.isPending}>
          Ativar verificação em duas etapas
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </Group>
    );
  const setup = start.data;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) confirm.mutate(code.trim());
      }}
    >
      <Stack>
        <Text size="sm">
          Leia o código QR com um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy...) e digite o código de 6 dígitos que ele
          mostrar.
        </Text>
        <Image src={setup.QrCode} alt="Código QR da verificação em duas etapas" w={200} h={200} />
        <Text size="sm">
          Sem câmera? Digite a chave no aplicativo: <Code data-testid="totp-secret">{setup.Secret}</Code>
        </Text>
        <TextInput
          label="Código do aplicativo"
          placeholder="000000"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={10}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" disabled={!code.trim()} loading={confirm.isPending}>
            Confirmar
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
