import { useEffect } from 'react';
import { Center, Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { clearAuthData, getAuthData } from '../../../lib/auth-storage';
import { storeSession, SystemLogo, TwoStepLogin } from '../../accounts';

/** /admin/login (login-only): administrators sign in with UserType 1 and land in the console. */
export default function AdminLoginPage() {
  const navigate = useNavigate();

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
        <TwoStepLogin
          defaultUser=""
          userType={1}
          onSignedIn={(result) => {
            storeSession(result);
            // Without a second factor the console's index leads him to set one up (SecondFactorGate).
            navigate('/configurations', { replace: true });
          }}
        />
      </Paper>
    </Center>
  );
}
