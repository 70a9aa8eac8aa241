import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { messages } from '@clube/contract';
import type { LoginRequest } from '@clube/contract/accounts';
import { toastError } from '../../../lib/notify';
import { loginSchema, type LoginValues } from '../lib/loginSchema';
import { looksLikeEmail } from '../lib/session';

// Fetched when first asked for: its Modal (ScrollArea, floating-ui) stays out of /login's download.
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));

/**
 * Email/Usuário and Senha. 'Entrar' stays disabled while the form is invalid; an invalid submit
 * (Enter) shows the field messages and 'Formulário inválido.'.
 */
export function LoginForm({ defaultUser, submitting, onLogin }: { defaultUser: string; submitting: boolean; onLogin: (body: LoginRequest) => void }) {
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotAsked, setForgotAsked] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { user: defaultUser, password: '' },
  });
  const { errors, isValid } = form.formState;

  const submit = form.handleSubmit(
    ({ user, password }) => {
      const text = user.trim();
      onLogin({ ...(looksLikeEmail(text) ? { Email: text } : { Username: text }), Password: password, UserType: 2 });
    },
    () => toastError(messages.invalidForm),
  );

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        // A disabled submit button blocks the browser's Enter submission; keep the spec's message.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !isValid && (e.target as HTMLElement).tagName === 'INPUT') {
            e.preventDefault();
            void submit();
          }
        }}
      >
        <Stack>
          <TextInput
            label="Email/Usuário"
            placeholder="Email/Usuário"
            autoComplete="username"
            maxLength={254}
            error={errors.user?.message}
            {...form.register('user')}
          />
          <PasswordInput label="Senha" placeholder="Senha" autoComplete="current-password" maxLength={256} error={errors.password?.message} {...form.register('password')} />
          <Button type="submit" disabled={!isValid} loading={submitting} fullWidth>
            Entrar
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => {
              setForgotAsked(true);
              setForgotOpen(true);
            }}
          >
            {messages.forgotPassword}
          </Anchor>
        </Stack>
      </form>
      {forgotAsked && (
        <Suspense fallback={null}>
          <ForgotPasswordModal opened={forgotOpen} initialUser={form.getValues('user')} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
