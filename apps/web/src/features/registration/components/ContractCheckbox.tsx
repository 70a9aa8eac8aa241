import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LoadingRing } from '../../../ui/LoadingRing';
import { contractQueryOptions } from '../../configurations';

/** The contract's text, asked when the modal opens (a visitor who never opens it never downloads it). */
function ContractText() {
  const contract = useQuery(contractQueryOptions());
  if (contract.isError) return <Text c="red">Não foi possível carregar o contrato. Tente novamente.</Text>;
  if (!contract.data) return <LoadingRing />;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {contract.data.Text}
    </Text>
  );
}

/**
 * 'Li e aceito o contrato', with 'contrato' opening the club's contract in a modal (the text the
 * console keeps in the general configuration, docs/configuration.md#scgeneral).
 */
export function ContractCheckbox({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Checkbox
        {...field}
        error={error}
        label={
          <>
            Li e aceito o {/* A link, not a button: the checkbox's name stays the whole sentence. */}
            <Anchor
              href="#contrato"
              inherit
              onClick={(e) => {
                // A link inside the label: reading the contract does not tick it.
                e.preventDefault();
                setOpen(true);
              }}
            >
              contrato
            </Anchor>
          </>
        }
      />
      <Modal opened={open} onClose={() => setOpen(false)} title="Contrato de adesão" size="lg">
        {open && <ContractText />}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setOpen(false)}>Fechar</Button>
        </Group>
      </Modal>
    </>
  );
}
