import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PageTitleBar } from '../../../ui/PageTitleBar';

/** A console screen: its title, a way back to the console's index, and its content. */
export function ConsolePage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={title} backTo="/configurations" action={action} />
      {children}
    </Box>
  );
}
