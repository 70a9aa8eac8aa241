import { useEffect } from 'react';
import { Center, Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { clearAuthData, getAuthData } from '../../../lib/auth-storage';
import { LoginForm, storeSession, SystemLogo, useGetAuthToken } from '../../accounts';

/** /admin/login (login-only): administrators sign in with UserType 1 and land in the console. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const login = useGetAuthToken();

  useEffect(() => {
    if (getAuthData()) clearAuthData();
  }, []);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <SystemLogo />
        <Text ta="center" fw={600} mb="md">
          Acesso administrativo
        </Text>
        <LoginForm
          defaultUser=""
          userType={1}
          submitting={login.isPending}
          onLogin={(body) =>
            login.mutate(body, {
              onSuccess: (result) => {
                storeSession(result);
                navigate('/configurations', { replace: true });
              },
            })
          }
        />
      </Paper>
    </Center>
  );
}
