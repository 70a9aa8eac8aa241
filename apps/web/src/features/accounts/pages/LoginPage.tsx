import { useEffect, useState } from 'react';
import { Anchor, Center, Paper, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { firstScreenMessages } from '@clube/contract';
import { clearAuthData, getAuthData } from '../../../lib/auth-storage';
import { rememberedStore, storePath } from '../../../lib/store-client';
import { SystemLogo } from '../components/SystemLogo';
import { TwoStepLogin } from '../components/TwoStepLogin';
import { storeSession } from '../lib/session';
import { PasskeyLoginButton } from '../../passkeys';

/**
 * /login (login-only). ?username= pre-fills the user field. Store clients cannot sign in here
 * (docs/marketplace.md#public-store): when one signed in on this browser, a link leads to his store.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [store] = useState(rememberedStore);

  // An expired session left in storage would turn a refused login into a reload (lib/api's 401 path).
  useEffect(() => {
    if (getAuthData()) clearAuthData();
  }, []);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <SystemLogo />
        <TwoStepLogin
          defaultUser={params.get('username') ?? ''}
          onSignedIn={(result) => {
            storeSession(result);
            navigate('/', { replace: true });
          }}
        />
        <PasskeyLoginButton
          onSignedIn={(result) => {
            storeSession(result);
            navigate('/', { replace: true });
          }}
        />
        {store && (
          <Text size="sm" ta="center" mt="md">
            {firstScreenMessages.storeClientLoginHint(store)}{' '}
            <Anchor component={Link} to={storePath(store)}>
              {firstScreenMessages.storeClientLoginLink}
            </Anchor>
          </Text>
        )}
      </Paper>
    </Center>
  );
}
