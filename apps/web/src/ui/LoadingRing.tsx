import { Center, Loader } from '@mantine/core';

export function LoadingRing() {
  return (
    <Center py="xl">
      <Loader aria-label="Carregando" />
    </Center>
  );
}
