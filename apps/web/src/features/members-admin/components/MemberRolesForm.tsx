import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MEMBER_ROLE_IDS, messages } from '@clube/contract';
import { memberPermissionLabels, reasonText } from '@clube/contract/admin';
import { toastSuccess } from '../../../lib/notify';
import { TextareaField } from '../../../ui/TextareaField';
import { useChangeMemberRoles } from '../api/useChangeMemberRoles';

const RolesFormValues = z.object({ RolesIds: z.array(z.number()), Reason: reasonText() });
type RolesFormValues = z.input<typeof RolesFormValues>;

const ordered = [...MEMBER_ROLE_IDS].sort((a, b) => a - b);

/**
 * 'Permissões': the member ids, each with its name, ticked as he holds them. Saving replaces the set
 * and ends his sessions; staff ids are not offered (docs/admin.md#members).
 */
export function MemberRolesForm({ memberId, rolesIds }: { memberId: number; rolesIds: number[] }) {
  const save = useChangeMemberRoles();
  const form = useForm<RolesFormValues>({
    resolver: zodResolver(RolesFormValues),
    values: { RolesIds: rolesIds.filter((r) => ordered.includes(r as never)), Reason: '' },
  });
  const chosen = form.watch('RolesIds');
  const toggle = (id: number) => form.setValue('RolesIds', chosen.includes(id) ? chosen.filter((r) => r !== id) : [...chosen, id], { shouldDirty: true });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: memberId, body: { RolesIds: values.RolesIds, Reason: values.Reason || null } },
      { onSuccess: (res) => toastSuccess(res.Message ?? messages.memberRolesChanged) },
    ),
  );
  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" role="group" aria-label="Permissões do sócio">
            {ordered.map((id) => (
              <Checkbox key={id} label={`${memberPermissionLabels[id] ?? id} (${id})`} checked={chosen.includes(id)} onChange={() => toggle(id)} />
            ))}
          </SimpleGrid>
          <TextareaField control={form.control} name="Reason" label="Motivo" rows={2} maxLength={500} />
          <Text size="xs" c="dimmed">
            Salvar encerra as sessões abertas do sócio: ele entra de novo com as novas permissões.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              Salvar permissões
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
