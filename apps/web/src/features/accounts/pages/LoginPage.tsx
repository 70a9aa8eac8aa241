import { useEffect } from 'react';
import { Center, Paper } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { clearAuthData, getAuthData } from '../../../lib/auth-storage';
import { useGetAuthToken } from '../api/useGetAuthToken';
import { LoginForm } from '../components/LoginForm';
import { SystemLogo } from '../components/SystemLogo';
import { storeSession } from '../lib/session';

/** /login (login-only). ?username= pre-fills the user field. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useGetAuthToken();

  // An expired session left in storage would turn a refused login into a reload (lib/api's 401 path).
  useEffect(() => {
    if (getAuthData()) clearAuthData();
  }, []);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <SystemLogo />
        <LoginForm
          defaultUser={params.get('username') ?? ''}
          submitting={login.isPending}
          onLogin={(body) =>
            login.mutate(body, {
              onSuccess: (result) => {
                storeSession(result);
                navigate('/', { replace: true });
              },
            })
          }
        />
      </Paper>
    </Center>
  );
}
