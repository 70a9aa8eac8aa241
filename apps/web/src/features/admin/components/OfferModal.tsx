import type { ReactNode } from 'react';
import { Divider, Modal, Stack } from '@mantine/core';
import { AuditTimeline } from './AuditTimeline';

/**
 * A catalog record's form in a modal: 'Novo …' or the record being edited, whose history
 * (AuditTimeline of `target`, e.g. `plan:3`) shows below the form.
 */
export function OfferModal({
  opened,
  title,
  target,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  target?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack>
        {children}
        {target && (
          <>
            <Divider />
            <AuditTimeline target={target} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
