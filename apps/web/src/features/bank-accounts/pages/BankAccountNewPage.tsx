import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { banksQueryOptions } from '../api/banksQueryOptions';
import { useCreateBankAccount } from '../api/useCreateBankAccount';
import { BankAccountForm } from '../components/BankAccountForm';
import { emptyBankAccountValues, toBankAccountInput } from '../lib/bankAccountFormValues';
import { BANK_ACCOUNTS_URL } from '../lib/urls';

/** /financial/bank-accounts/new */
export default function BankAccountNewPage() {
  const navigate = useNavigate();
  const banks = useQuery(banksQueryOptions());
  const create = useCreateBankAccount();

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Contas Bancárias | Nova" backTo={BANK_ACCOUNTS_URL} />
      <BankAccountForm
        initialValues={emptyBankAccountValues}
        banks={banks.data}
        saving={create.isPending}
        onSave={(values) =>
          create.mutate(toBankAccountInput(values), {
            onSuccess: (res) => {
              toastSuccess(res.Message ?? messages.bankAccountAdded);
              navigate(BANK_ACCOUNTS_URL);
            },
          })
        }
      />
    </Box>
  );
}
