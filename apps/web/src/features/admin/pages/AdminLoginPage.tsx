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
          onSignedIn={(result, withSecondFactor) => {
            // The console needs a second factor: a password alone leads to setting one up (docs/admin.md).
            // Navigating before storing, so the login-only guard's own redirect (to the console) does not win.
            navigate(withSecondFactor ? '/configurations' : '/admin/two-factor', { replace: true });
            storeSession(result);
          }}
        />
      </Paper>
    </Center>
  );
}
