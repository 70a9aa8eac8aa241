import { Group, Radio } from '@mantine/core';
import { Controller, type Control, type FieldValues } from 'react-hook-form';

type PersonTypeValue = '1' | '2';

/**
 * 'Tipo de Pessoa' (Pessoa Física / Pessoa Jurídica) bound to the form's PersonType; onSwitch runs
 * before the change so the owner drops the other type's fields (registration wizard, store sign-up).
 */
export function PersonTypeRadio<T extends FieldValues & { PersonType: PersonTypeValue }>({
  control,
  onSwitch,
}: {
  control: Control<T>;
  onSwitch: (next: string) => void;
}) {
  return (
    <Controller
      // PersonType exists in every owner's values; react-hook-form cannot see that through T.
      control={control as unknown as Control<{ PersonType: PersonTypeValue }>}
      name="PersonType"
      render={({ field }) => (
        <Radio.Group
          label="Tipo de Pessoa"
          name={field.name}
          value={field.value}
          onChange={(v) => {
            onSwitch(v);
            field.onChange(v);
          }}
        >
          <Group mt="xs">
            <Radio value="1" label="Pessoa Física" />
            <Radio value="2" label="Pessoa Jurídica" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
