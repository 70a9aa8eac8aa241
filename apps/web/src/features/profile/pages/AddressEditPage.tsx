import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { LoadingRing } from '../../../ui/LoadingRing';
import { authUserDataQueryOptions } from '../../accounts';
import { useUpdateAddress } from '../api/useUpdateAddress';
import { AddressFormPage, PROFILE_ADDRESSES_URL } from '../components/AddressFormPage';
import { addressToFormValues, toAddressInput } from '../lib/addressFormValues';

/** /my-profile/adresses/edit?id= ; an id that is not one of the member's addresses goes back to the profile. */
export default function AddressEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const authUser = useQuery(authUserDataQueryOptions());
  const update = useUpdateAddress();

  if (authUser.isPending) return <LoadingRing />;
  const address = authUser.data?.Adresses.find((a) => a.AddressId === id)?.Address;
  if (!address) return <Navigate to={PROFILE_ADDRESSES_URL} replace />;

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <AddressFormPage
        key={address.Id}
        title={`${messages.addresses} | Editar`}
        initialValues={addressToFormValues(address)}
        saving={update.isPending}
        onSave={(values) =>
          update.mutate(
            { ...toAddressInput(values), Id: address.Id },
            {
              onSuccess: (res) => {
                toastSuccess(res.Message ?? messages.addressUpdated);
                navigate(PROFILE_ADDRESSES_URL);
              },
            },
          )
        }
      />
    </Box>
  );
}
