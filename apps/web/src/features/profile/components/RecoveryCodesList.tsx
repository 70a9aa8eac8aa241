import { Alert, Button, Code, SimpleGrid, Stack, Text } from '@mantine/core';

/** The recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="yellow" title="Códigos de recuperação">
        Guarde estes códigos em um lugar seguro. Cada um permite entrar uma vez sem o aplicativo autenticador, e eles não serão mostrados de novo.
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" aria-label="Códigos de recuperação">
        {codes.map((c) => (
          <Code key={c} fz="md">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Button onClick={onDone}>Já guardei os códigos</Button>
    </Stack>
  );
}

export function RecoveryCodesHint() {
  return <Text size="sm">Use um código de recuperação se perder o acesso ao aplicativo autenticador.</Text>;
}
