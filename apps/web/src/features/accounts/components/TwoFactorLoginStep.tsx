import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';

/**
 * The second step of a sign-in with two factors: the code of the authenticator app, or one of the
 * recovery codes. 'Voltar' goes back to the password.
 */
export function TwoFactorLoginStep({
  message,
  submitting,
  onCode,
  onBack,
}: {
  message: string;
  submitting: boolean;
  onCode: (code: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const ready = code.trim().length >= 6;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onCode(code.trim());
      }}
    >
      <Stack>
        <Text size="sm">{message}</Text>
        <TextInput
          label="Código de verificação"
          placeholder="000000"
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={40}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" disabled={!ready} loading={submitting} fullWidth>
          Verificar
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
          Voltar
        </Anchor>
      </Stack>
    </form>
  );
}
