import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Feature } from '@clube/contract/products';

/** Features grouped by their category, in the order the API lists them (category name, then feature name). */
function groupByCategory(features: readonly Feature[]) {
  const groups = new Map<number, { name: string; features: Feature[] }>();
  for (const f of features) {
    const g = groups.get(f.CategoryId) ?? { name: f.Category.Name, features: [] };
    g.features.push(f);
    groups.set(f.CategoryId, g);
  }
  return [...groups.entries()];
}

export interface FeatureCheckboxesProps {
  features: readonly Feature[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The stock's features (Cor: Azul, Tamanho: M) as checkboxes, one group per feature category. */
export function FeatureCheckboxes({ features, value, onChange, error, disabled }: FeatureCheckboxesProps) {
  if (!features)
    return (
      <Text size="sm" c="dimmed">
        Carregando atributos...
      </Text>
    );
  if (features.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhum atributo cadastrado.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Atributos
      </Text>
      {groupByCategory(features).map(([categoryId, group]) => (
        <Checkbox.Group key={categoryId} label={group.name} value={value} onChange={onChange}>
          <Group gap="md" mt={4}>
            {group.features.map((f) => (
              <Checkbox key={f.Id} value={String(f.Id)} label={f.Name} disabled={disabled} />
            ))}
          </Group>
        </Checkbox.Group>
      ))}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
