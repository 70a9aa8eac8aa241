import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@clube/contract';

/** Why the member cannot withdraw now; the missing-bank-account text links to the new account form. */
export function WithdrawalBlockedNotice({ message }: { message: string }) {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
      {message === messages.withdrawNoBankAccount ? (
        <Anchor component={Link} to="/financial/bank-accounts/new" size="sm">
          {message}
        </Anchor>
      ) : (
        message
      )}
    </Alert>
  );
}
