import { Anchor, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Plan } from '@clube/contract/entities';
import { PlanCard } from './PlanCard';

interface Props {
  plans: Plan[];
  selectedId: number | null;
  saving: boolean;
  onSelect: (id: number) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 3: plan choice (a card click selects it), then the registration is saved. */
export function PlanStep({ plans, selectedId, saving, onSelect, onBack, onSubmit }: Props) {
  return (
    <Stack gap="sm">
      <Title order={4}>Escolha seu Plano</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {plans.map((p) => (
          <PlanCard key={p.Id} plan={p} selected={p.Id === selectedId} onSelect={() => onSelect(p.Id)} />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="md">
        <Anchor component="button" type="button" onClick={onBack}>
          Voltar
        </Anchor>
        <Button onClick={onSubmit} disabled={selectedId === null} loading={saving}>
          Finalizar Cadastro
        </Button>
      </Group>
    </Stack>
  );
}
