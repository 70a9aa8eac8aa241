import { useState } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '@clube/contract';
import type { StoreLoginRequest } from '@clube/contract/store';
import { PasswordField } from '../../../ui/PasswordField';
import { TextField } from '../../../ui/TextField';
import { ForgotPasswordModal } from '../../accounts';

const schema = z.object({
  Email: z.string().trim().min(1, messages.emailRequired),
  Password: z.string().min(1, messages.passwordRequired),
});
type Values = z.infer<typeof schema>;

/**
 * A returning store client signs in with the e-mail and password of his sign-up; a forgotten
 * password is reset by e-mail, as a member's (docs/accounts.md, "Passwords").
 */
export function StoreLoginForm({ submitting, onSubmit, onSignUp }: { submitting: boolean; onSubmit: (body: StoreLoginRequest) => void; onSignUp: () => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { Email: '', Password: '' }, mode: 'onTouched' });
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <>
      <form noValidate aria-label="Entrar na loja" onSubmit={form.handleSubmit((v) => onSubmit({ Email: v.Email.trim(), Password: v.Password }))}>
        <Stack gap="md">
          <Title order={4}>{messages.storeLoginTitle}</Title>
          <TextField control={form.control} name="Email" label="Email" type="email" autoComplete="email" />
          <PasswordField control={form.control} name="Password" label="Senha" autoComplete="current-password" />
          <Button type="submit" loading={submitting} fullWidth>
            Entrar
          </Button>
          <Anchor component="button" type="button" size="sm" ta="center" onClick={() => setForgotOpen(true)}>
            {messages.forgotPassword}
          </Anchor>
          <Text size="sm" ta="center">
            Ainda não é cliente?{' '}
            <Anchor component="button" type="button" onClick={onSignUp}>
              Criar conta
            </Anchor>
          </Text>
        </Stack>
      </form>
      <ForgotPasswordModal opened={forgotOpen} initialUser={forgotOpen ? form.getValues('Email') : ''} onClose={() => setForgotOpen(false)} label="Email" />
    </>
  );
}
