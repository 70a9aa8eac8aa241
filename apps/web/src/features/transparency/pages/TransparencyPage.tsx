import { Anchor, Box, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { disclosureTexts as T } from '@clube/contract/transparency';
import { formatDateTime, isoToBrDate } from '../../../lib/format';
import { LoadingRing } from '../../../ui/LoadingRing';
import { publishedDisclosureQueryOptions } from '../api/publishedDisclosureQueryOptions';
import { publishedDisclosuresQueryOptions } from '../api/publishedDisclosuresQueryOptions';
import { DisclosureFiles } from '../components/DisclosureFiles';
import { DisclosureView } from '../components/DisclosureView';

/**
 * /transparencia (docs/transparency.md#the-public-page): open to anyone. The latest published
 * income disclosure, or an earlier one chosen from the list (`?id=`), each with its CSV and PDF.
 */
export default function TransparencyPage() {
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('id')) || undefined;
  const list = useQuery(publishedDisclosuresQueryOptions());
  const one = useQuery({ ...publishedDisclosureQueryOptions(chosen ?? 0), enabled: chosen !== undefined && chosen !== list.data?.Latest?.Id });
  const shown = chosen !== undefined && chosen !== list.data?.Latest?.Id ? one.data : list.data?.Latest;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {T.title}
        </Title>
        {list.isPending || (chosen !== undefined && one.isFetching && !one.data) ? (
          <LoadingRing />
        ) : !shown ? (
          <Text>{list.isError || one.isError ? 'Não foi possível carregar a divulgação agora.' : T.empty}</Text>
        ) : (
          <>
            <Group justify="space-between">
              <Text size="sm" c="gray.7">
                Divulgação nº {shown.Id} · {T.publishedAt} {formatDateTime(shown.PublishedAt)}
              </Text>
              <DisclosureFiles id={shown.Id} />
            </Group>
            <DisclosureView figures={shown} />
          </>
        )}
        {list.data && list.data.All.length > 0 && (
          <Box component="section" aria-labelledby="disclosures-all" mt="md">
            <Title order={2} size="h4" id="disclosures-all" mb="xs">
              {T.all}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nº</Table.Th>
                    <Table.Th>{T.period}</Table.Th>
                    <Table.Th>{T.publishedAt}</Table.Th>
                    <Table.Th>Arquivos</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.All.map((d) => (
                    <Table.Tr key={d.Id}>
                      <Table.Td>
                        <Anchor component="button" type="button" onClick={() => setSearch(d.Id === list.data.Latest?.Id ? {} : { id: String(d.Id) })}>
                          {d.Id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {isoToBrDate(d.StartDate)} a {isoToBrDate(d.EndDate)}
                      </Table.Td>
                      <Table.Td>{formatDateTime(d.PublishedAt)}</Table.Td>
                      <Table.Td>
                        <DisclosureFiles id={d.Id} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
