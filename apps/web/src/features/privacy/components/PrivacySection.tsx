import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import { LoadingRing } from '../../../ui/LoadingRing';
import { myPrivacyQueryOptions } from '../api/myPrivacyQueryOptions';
import { ConsentHistory } from './ConsentHistory';
import { DeletionCard } from './DeletionCard';
import { ExportCard } from './ExportCard';
import { MarketingConsents } from './MarketingConsents';
import { OtherRightsCard } from './OtherRightsCard';

/** 'Meus dados e privacidade' in the profile (docs/privacy.md): export, correction, channels, other rights, deletion. */
export function PrivacySection() {
  const mine = useQuery(myPrivacyQueryOptions());
  if (!mine.data) return <LoadingRing />;
  const d = mine.data;
  const deletionPending = d.Requests.some((r) => r.Kind === 'deletion' && (r.Status === 'open' || r.Status === 'in_progress'));
  return (
    <Stack gap="lg" data-testid="privacy-section">
      <ExportCard latest={d.LatestExport} />
      <Divider />
      <Stack gap="xs">
        <Title order={4}>{messages.privacyCorrectionTitle}</Title>
        <Text size="sm">
          {messages.privacyCorrectionText}{' '}
          <Anchor component={Link} to="/my-profile">
            {messages.myData}
          </Anchor>
        </Text>
      </Stack>
      <Divider />
      <MarketingConsents marketing={d.Marketing} />
      <ConsentHistory consents={d.Consents} />
      <Divider />
      <OtherRightsCard requests={d.Requests} />
      <Divider />
      <DeletionCard needsOperator={d.DeletionNeedsOperator} pending={deletionPending} />
    </Stack>
  );
}
