import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

/** 'Voltar aos produtos', above whatever replaced the grid (a product's detail, a store's checkout). */
export function BackToProducts({ onClick }: { onClick: () => void }) {
  return (
    <Anchor component="button" type="button" onClick={onClick} mb="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        Voltar aos produtos
      </Group>
    </Anchor>
  );
}
