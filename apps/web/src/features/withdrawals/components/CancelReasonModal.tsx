import { Modal, Text } from '@mantine/core';
import { messages } from '@clube/contract';

/** The operator's reason for cancelling a withdrawal (status 0). */
export function CancelReasonModal({ reason, onClose }: { reason: string | null | undefined; onClose: () => void }) {
  return (
    <Modal opened={reason !== undefined} onClose={onClose} title={messages.cancelReason} centered>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{reason || messages.cancelReasonMissing}</Text>
    </Modal>
  );
}
