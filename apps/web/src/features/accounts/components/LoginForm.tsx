import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { firstScreenMessages } from '@clube/contract';
import type { LoginRequest } from '@clube/contract/accounts';
import { toastError } from '../../../lib/notify';
import { loginErrors, type LoginValues } from '../lib/loginChecks';
import { looksLikeEmail } from '../lib/session';

// Fetched when first asked for: its Modal (ScrollArea, floating-ui) stays out of /login's download.
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));

/**
 * Email/Usuário and Senha. 'Entrar' stays disabled while the form is invalid; an invalid submit
 * (Enter) shows the field messages and 'Formulário inválido.'. A field shows its message once it
 * has been left (react-hook-form's 'onTouched' elsewhere); the form holds its own state because
 * it is the first screen (lib/loginChecks).
 */
export function LoginForm({
  defaultUser,
  submitting,
  onLogin,
  userType = 2,
}: {
  defaultUser: string;
  submitting: boolean;
  onLogin: (body: LoginRequest) => void;
  /** 2 at /login (members); 1 at /admin/login (administrators, docs/admin.md#sign-in). */
  userType?: LoginRequest['UserType'];
}) {
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotAsked, setForgotAsked] = useState(false);
  const [values, setValues] = useState<LoginValues>({ user: defaultUser, password: '' });
  const [touched, setTouched] = useState<Record<keyof LoginValues, boolean>>({ user: false, password: false });
  const errors = loginErrors(values);
  const isValid = !errors.user && !errors.password;
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  const submit = () => {
    if (!isValid) {
      setTouched({ user: true, password: true });
      toastError(firstScreenMessages.invalidForm);
      return;
    }
    const text = values.user.trim();
    onLogin({ ...(looksLikeEmail(text) ? { Email: text } : { Username: text }), Password: values.password, UserType: userType });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        // A disabled submit button blocks the browser's Enter submission; keep the spec's message.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !isValid && (e.target as HTMLElement).tagName === 'INPUT') {
            e.preventDefault();
            submit();
          }
        }}
      >
        <Stack>
          <TextInput label="Email/Usuário" placeholder="Email/Usuário" autoComplete="username" maxLength={254} {...field('user')} />
          <PasswordInput label="Senha" placeholder="Senha" autoComplete="current-password" maxLength={256} {...field('password')} />
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
            {firstScreenMessages.forgotPassword}
          </Anchor>
        </Stack>
      </form>
      {forgotAsked && (
        <Suspense fallback={null}>
          <ForgotPasswordModal opened={forgotOpen} initialUser={values.user} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
