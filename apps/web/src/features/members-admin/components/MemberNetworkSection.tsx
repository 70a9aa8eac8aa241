import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminMemberDetail } from '@clube/contract/admin';
import { EmptyState } from '../../../ui/EmptyState';
import { InfoGrid } from './InfoGrid';
import { memberPath } from './memberSearchColumns';

/** 'Rede': the sponsor, the chain above from the top down, and the counters below. */
export function MemberNetworkSection({ network: n }: { network: AdminMemberDetail['Network'] }) {
  const hidden = n.UplineDepth - n.Upline.length;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <InfoGrid
          items={[
            ['Patrocinador', n.Sponsor ? `${n.Sponsor.Name} (${n.Sponsor.Username})` : '—'],
            ['Parceiros diretos', String(n.DirectUsersCount)],
            ['Rede inteira', String(n.NetworkSize)],
          ]}
        />
        <Title order={5}>Linha ascendente</Title>
        {n.Upline.length === 0 ? (
          <EmptyState text="Sem patrocinador: topo da rede." />
        ) : (
          <Table aria-label="Linha ascendente" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nível acima</Table.Th>
                <Table.Th>Sócio</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {n.Upline.map((u) => (
                <Table.Tr key={u.Id}>
                  <Table.Td>{u.Level}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={memberPath(u.Id)} size="sm">
                      {u.Name} ({u.Username})
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {hidden > 0 && (
          <Text size="xs" c="dimmed">
            Mais {hidden} níveis acima do topo mostrado.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
