import { Box, Button, Paper, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@clube/contract';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { authUserDataQueryOptions } from '../../accounts';
import { PasskeysSection } from '../../passkeys';
import { PrivacySection } from '../../privacy';
import { AddressesList } from '../components/AddressesList';
import { ProfileDataForm } from '../components/ProfileDataForm';
import { TwoFactorSection } from '../components/TwoFactorSection';

const TAB_DATA = 'dados';
const TAB_ADDRESSES = 'enderecos';
const TAB_PRIVACY = 'privacidade';

/** /my-profile: 'Meus Dados', 'Endereços' and 'Meus dados e privacidade' (the tab lives in ?tab= so back returns to it). */
export default function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === TAB_ADDRESSES || asked === TAB_PRIVACY ? asked : TAB_DATA;
  const authUser = useQuery(authUserDataQueryOptions());

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar
        title={messages.myProfile}
        backTo="/"
        action={
          tab === TAB_ADDRESSES ? (
            <Button component={Link} to="/my-profile/adresses/new">
              {messages.newAddress}
            </Button>
          ) : undefined
        }
      />
      <Tabs value={tab} onChange={(v) => setParams(v === TAB_ADDRESSES || v === TAB_PRIVACY ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value={TAB_DATA}>{messages.myData}</Tabs.Tab>
          <Tabs.Tab value={TAB_ADDRESSES}>{messages.addresses}</Tabs.Tab>
          <Tabs.Tab value={TAB_PRIVACY}>{messages.privacyTab}</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p="lg" radius="md" mt="md">
          {!authUser.data ? (
            <LoadingRing />
          ) : (
            <>
              <Tabs.Panel value={TAB_DATA}>
                <ProfileDataForm key={authUser.data.User.Id} user={authUser.data.User} />
                <PasskeysSection />
                <TwoFactorSection />
              </Tabs.Panel>
              <Tabs.Panel value={TAB_ADDRESSES}>
                <AddressesList addresses={authUser.data.Adresses} />
              </Tabs.Panel>
              <Tabs.Panel value={TAB_PRIVACY}>
                <PrivacySection />
              </Tabs.Panel>
            </>
          )}
        </Paper>
      </Tabs>
    </Box>
  );
}
