import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { bankAccountsQueryOptions } from '../api/bankAccountsQueryOptions';
import { banksQueryOptions } from '../api/banksQueryOptions';
import { useUpdateBankAccount } from '../api/useUpdateBankAccount';
import { BankAccountForm } from '../components/BankAccountForm';
import { bankAccountToFormValues, toBankAccountInput } from '../lib/bankAccountFormValues';
import { BANK_ACCOUNTS_URL } from '../lib/urls';

/** /financial/bank-accounts/edit?id= ; an id that is not one of the member's accounts goes back to the list. */
export default function BankAccountEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  // A member has at most 10 accounts: the first page holds them all.
  const list = useQuery(bankAccountsQueryOptions());
  const banks = useQuery(banksQueryOptions());
  const update = useUpdateBankAccount();

  if (list.isPending) return <LoadingRing />;
  const account = list.data?.accounts.find((a) => a.Id === id);
  if (!account) return <Navigate to={BANK_ACCOUNTS_URL} replace />;

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Contas Bancárias | Editar" backTo={BANK_ACCOUNTS_URL} />
      <BankAccountForm
        key={account.Id}
        initialValues={bankAccountToFormValues(account)}
        banks={banks.data}
        saving={update.isPending}
        onSave={(values) =>
          update.mutate(
            { ...toBankAccountInput(values), Id: account.Id },
            {
              onSuccess: (res) => {
                toastSuccess(res.Message ?? messages.bankAccountUpdated);
                navigate(BANK_ACCOUNTS_URL);
              },
            },
          )
        }
      />
    </Box>
  );
}
