import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@clube/contract';
import { toastError, toastSuccess } from '../../../lib/notify';
import { storePath } from '../../../lib/store-client';
import { useResetPassword } from '../api/useResetPassword';
import { newPasswordSchema, type NewPasswordValues } from '../lib/newPasswordSchema';

/**
 * /reset-password?token=...: the page the recovery e-mail links to. A store client's link also
 * names his store (&store=), where he signs in afterwards: the office's /login refuses him.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const store = params.get('store');
  const signInAt = store ? storePath(store) : '/login';
  const reset = useResetPassword();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    ({ password }) =>
      reset.mutate(
        { Token: token, Password: password },
        {
          onSuccess: (message) => {
            toastSuccess(message ?? messages.passwordChanged);
            navigate(signInAt, { replace: true });
          },
        },
      ),
    () => toastError(messages.invalidForm),
  );

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <Title order={3} mb="md">
          {messages.changePassword}
        </Title>
        {token ? (
          <form noValidate onSubmit={(e) => void submit(e)}>
            <Stack>
              <PasswordInput
                label={messages.newPassword}
                autoComplete="new-password"
                maxLength={128}
                error={errors.password?.message}
                {...form.register('password')}
              />
              <PasswordInput
                label={messages.confirmPassword}
                autoComplete="new-password"
                maxLength={128}
                error={errors.confirmPassword?.message}
                {...form.register('confirmPassword')}
              />
              <Button type="submit" loading={reset.isPending} fullWidth>
                {messages.changePassword}
              </Button>
            </Stack>
          </form>
        ) : (
          <Text c="red">{messages.resetTokenInvalid}</Text>
        )}
        <Anchor component={Link} to={signInAt} size="sm" display="block" ta="center" mt="md">
          {store ? messages.storeClientBackToStoreShort : 'Voltar para o login'}
        </Anchor>
      </Paper>
    </Center>
  );
}
