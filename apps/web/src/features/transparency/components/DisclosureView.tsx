import { Alert, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { disclosureHeadline, disclosureTexts as T, formatDisclosureShare as pct, type DisclosureFigures } from '@clube/contract/transparency';
import { formatBRL, isoToBrDate } from '../../../lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A disclosure's figures (docs/transparency.md#what-the-page-says), the same for the console's
 * preview and the public page: the plain sentence first, then the figures, the members by band
 * (a table, each share also drawn as a bar) and where the commissions came from.
 */
export function DisclosureView({ figures: d }: { figures: DisclosureFigures }) {
  const c = d.Commissions;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {T.period}: {isoToBrDate(d.StartDate)} a {isoToBrDate(d.EndDate)}
      </Text>
      <Alert color="blue" variant="light" title={disclosureHeadline(d)}>
        {T.intro}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Figure label={T.members} value={d.Members.toLocaleString('pt-BR')} />
        <Figure label={T.earners} value={d.Earners.toLocaleString('pt-BR')} />
        <Figure label={T.median} value={formatBRL(d.MedianEarned)} />
        <Figure label={T.p90} value={formatBRL(d.P90Earned)} />
        <Figure label={T.p99} value={formatBRL(d.P99Earned)} />
        <Figure label={T.average} value={formatBRL(d.AverageEarned)} />
        <Figure label={T.total} value={formatBRL(d.TotalEarned)} />
        <Figure label={T.medianPaid} value={formatBRL(d.MedianPaid)} />
      </SimpleGrid>

      <section aria-labelledby="disclosure-bands">
        <Title order={3} size="h5" id="disclosure-bands" mb="xs">
          {T.bandsTitle}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.band}</Table.Th>
                <Table.Th ta="right">{T.bandMembers}</Table.Th>
                <Table.Th ta="right">{T.bandShare}</Table.Th>
                <Table.Th w="30%" aria-hidden="true" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.Bands.map((b) => (
                <Table.Tr key={b.Key}>
                  <Table.Td>{b.Label}</Table.Td>
                  <Table.Td ta="right">{b.Members.toLocaleString('pt-BR')}</Table.Td>
                  <Table.Td ta="right">{pct(b.Share)}</Table.Td>
                  <Table.Td aria-hidden="true">
                    <Progress value={b.Share} color="teal.8" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>

      <section aria-labelledby="disclosure-commissions">
        <Title order={3} size="h5" id="disclosure-commissions" mb="xs">
          {T.commissionsTitle}
        </Title>
        {c.Total === 0 ? (
          <Text c="gray.7">{T.noCommissions}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Origem</Table.Th>
                  <Table.Th ta="right">Valor</Table.Th>
                  <Table.Th ta="right">%</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{T.sales}</Table.Td>
                  <Table.Td ta="right">{formatBRL(c.Sales)}</Table.Td>
                  <Table.Td ta="right">{pct(c.SalesShare)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{T.adhesionAndFees}</Table.Td>
                  <Table.Td ta="right">{formatBRL(c.AdhesionAndFees)}</Table.Td>
                  <Table.Td ta="right">{pct(c.AdhesionAndFeesShare)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>{T.commissionsTotal}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatBRL(c.Total)}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {pct(100)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
      <Text size="xs" c="gray.7">
        {T.definitions}
      </Text>
    </Stack>
  );
}
