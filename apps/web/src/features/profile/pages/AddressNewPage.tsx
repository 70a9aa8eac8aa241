import { Box } from '@mantine/core';
import { useNavigate } from 'react-router';
import { messages } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { useCreateAddress } from '../api/useCreateAddress';
import { AddressFormPage, PROFILE_ADDRESSES_URL } from '../components/AddressFormPage';
import { emptyAddressValues, toAddressInput } from '../lib/addressFormValues';

/** /my-profile/adresses/new */
export default function AddressNewPage() {
  const navigate = useNavigate();
  const create = useCreateAddress();
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <AddressFormPage
        title={messages.addressesNewTitle}
        initialValues={emptyAddressValues}
        saving={create.isPending}
        onSave={(values) =>
          create.mutate(toAddressInput(values), {
            onSuccess: (res) => {
              toastSuccess(res.Message ?? messages.addressAdded);
              navigate(PROFILE_ADDRESSES_URL);
            },
          })
        }
      />
    </Box>
  );
}
