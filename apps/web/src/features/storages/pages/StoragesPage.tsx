import { useState } from 'react';
import { Box, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { DistributionCenter, Storage } from '@clube/contract/storages';
import { toastSuccess } from '../../../lib/notify';
import { DataTable } from '../../../ui/DataTable';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { distributionCenterQueryOptions } from '../api/distributionCenterQueryOptions';
import { storagesQueryOptions } from '../api/storagesQueryOptions';
import { useCreateDistributionCenter } from '../api/useCreateDistributionCenter';
import { useCreateStorage } from '../api/useCreateStorage';
import { useUpdateDistributionCenter } from '../api/useUpdateDistributionCenter';
import { useUpdateStorage } from '../api/useUpdateStorage';
import { DistributionCenterForm } from '../components/DistributionCenterForm';
import { StorageFormModal } from '../components/StorageFormModal';
import { storageColumns } from '../components/storageColumns';
import { distributionCenterToFormValues, emptyDistributionCenterValues, toDistributionCenterInput } from '../lib/distributionCenterFormValues';
import { toStorageBody, type StorageFormValues } from '../lib/storageFormValues';
import { MARKETPLACE_URL } from '../lib/urls';

type ModalState = { storage?: Storage } | null;

/** The distribution center's storages: the table, 'Novo Armazém' and the update modal. */
function StoragesSection({ modal, setModal }: { modal: ModalState; setModal: (m: ModalState) => void }) {
  const [page, setPage] = useState(1);
  const list = useQuery(storagesQueryOptions(page));
  const create = useCreateStorage();
  const update = useUpdateStorage();
  const saving = create.isPending || update.isPending;

  const save = (values: StorageFormValues) => {
    const body = toStorageBody(values);
    // Spec part 2 section 4: the modal closes only after a success answer.
    const done = (message: string) => () => {
      toastSuccess(message);
      setModal(null);
    };
    if (modal?.storage) update.mutate({ ...body, Id: modal.storage.Id }, { onSuccess: (res) => done(res.Message ?? messages.storageUpdated)() });
    else create.mutate(body, { onSuccess: (res) => done(res.Message ?? messages.storageCreated)() });
  };

  return (
    <>
      <DataTable
        columns={storageColumns((storage) => setModal({ storage }))}
        rows={list.data?.storages}
        rowKey={(s) => s.Id}
        minWidth={480}
        loading={list.isPending}
        pagination={list.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
      <StorageFormModal opened={modal !== null} onClose={() => setModal(null)} storage={modal?.storage} saving={saving} onSave={save} />
    </>
  );
}

function DistributionCenterSection({ dc }: { dc: DistributionCenter | null }) {
  const create = useCreateDistributionCenter();
  const update = useUpdateDistributionCenter();
  const onSuccess = () => toastSuccess(messages.distributionCenterSaved);
  return (
    <DistributionCenterForm
      key={dc?.Id ?? 'new'}
      isNew={!dc}
      initialValues={dc ? distributionCenterToFormValues(dc) : emptyDistributionCenterValues}
      saving={create.isPending || update.isPending}
      onSave={(values) => {
        const body = toDistributionCenterInput(values);
        if (dc) update.mutate({ ...body, Id: dc.Id }, { onSuccess });
        else create.mutate(body, { onSuccess });
      }}
    />
  );
}

/**
 * /marketplace/dist-centers/details ('Armazéns'): a member without a distribution center creates
 * it here first; then his storages (spec part 2 section 2, Storages).
 */
export default function StoragesPage() {
  const dc = useQuery(distributionCenterQueryOptions());
  const [modal, setModal] = useState<ModalState>(null);
  const hasDc = !!dc.data;

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar
        title="Armazéns"
        backTo={MARKETPLACE_URL}
        action={
          hasDc && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({})}>
              Novo Armazém
            </Button>
          )
        }
      />
      {dc.isPending ? (
        <LoadingRing />
      ) : dc.isError ? null : (
        <Stack gap="lg">
          <DistributionCenterSection dc={dc.data} />
          {hasDc && <StoragesSection modal={modal} setModal={setModal} />}
        </Stack>
      )}
    </Box>
  );
}
