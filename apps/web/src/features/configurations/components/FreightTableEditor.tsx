import { ActionIcon, Button, Group, NumberInput, ScrollArea, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  freightTableErrors,
  nextBand,
  SERVICES,
  serviceLabels,
  ZONES,
  zoneLabels,
  type ByZoneDraft,
  type Cell,
  type FreightTableDraft,
  type Service,
} from '../lib/freightTableDraft';

interface CellProps {
  label: string;
  value: Cell;
  onChange: (v: Cell) => void;
  error?: string;
  money?: boolean;
  disabled?: boolean;
}

/** One cell: reais (R$ 12,34) or a whole number (grams, business days). */
function NumberCell({ label, value, onChange, error, money, disabled }: CellProps) {
  const format = money
    ? { prefix: 'R$ ', decimalScale: 2, fixedDecimalScale: true, decimalSeparator: ',', thousandSeparator: '.' }
    : { allowDecimal: false, thousandSeparator: '.', decimalSeparator: ',' };
  return (
    <NumberInput
      size="xs"
      miw={money ? 100 : 80}
      hideControls
      allowNegative={false}
      clampBehavior="none"
      aria-label={label}
      value={value}
      onChange={onChange}
      // The whole message is listed under the table; the cell only says it is the one.
      error={error ? true : undefined}
      title={error}
      disabled={disabled}
      {...format}
    />
  );
}

interface FreightTableEditorProps {
  value: FreightTableDraft;
  onChange: (next: FreightTableDraft) => void;
  disabled?: boolean;
}

/**
 * The offline freight table (docs/marketplace.md#freight): one row per weight band with the Sedex
 * and PAC prices by how far the destination state is from the origin's (same state, same region,
 * another region), then the price of each kilogram above the last band and the business days.
 * Checked as typed with the contract's rules; each problem is named below the table.
 */
export function FreightTableEditor({ value, onChange, disabled }: FreightTableEditorProps) {
  const errors = freightTableErrors(value);
  const errorAt = (path: string) => errors[`FreightTable.${path}`]?.[0];

  const setBand = (i: number, patch: Partial<FreightTableDraft['Bands'][number]>) =>
    onChange({ ...value, Bands: value.Bands.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  const setZones = (zones: ByZoneDraft, zone: (typeof ZONES)[number], v: Cell): ByZoneDraft => ({ ...zones, [zone]: v });

  const zoneCells = (zones: ByZoneDraft, path: string, label: string, set: (next: ByZoneDraft) => void, money: boolean) =>
    ZONES.map((zone) => (
      <Table.Td key={`${path}.${zone}`}>
        <NumberCell
          label={`${label}, ${zoneLabels[zone].toLowerCase()}`}
          value={zones[zone]}
          onChange={(v) => set(setZones(zones, zone, v))}
          error={errorAt(`${path}.${zone}`)}
          money={money}
          disabled={disabled}
        />
      </Table.Td>
    ));

  const serviceRow = (title: string, key: 'ExtraPerKgCents' | 'Days', money: boolean) => (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {title}
        </Text>
      </Table.Td>
      {SERVICES.flatMap((service: Service) =>
        zoneCells(
          value[key][service],
          `${key}.${service}`,
          `${title}, ${serviceLabels[service]}`,
          (next) => onChange({ ...value, [key]: { ...value[key], [service]: next } }),
          money,
        ),
      )}
      <Table.Td />
    </Table.Tr>
  );

  const messages = [...new Set(Object.values(errors).flat())];
  return (
    <div>
      <ScrollArea>
        <Table withTableBorder withColumnBorders aria-label="Tabela de frete" verticalSpacing={4} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2}>Peso até (g)</Table.Th>
              {SERVICES.map((s) => (
                <Table.Th key={s} colSpan={3} ta="center">
                  {serviceLabels[s]}
                </Table.Th>
              ))}
              <Table.Th rowSpan={2} />
            </Table.Tr>
            <Table.Tr>
              {SERVICES.flatMap((s) =>
                ZONES.map((z) => (
                  <Table.Th key={`${s}-${z}`} fz="xs">
                    {zoneLabels[z]}
                  </Table.Th>
                )),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.Bands.map((band, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <NumberCell
                    label={`Faixa ${i + 1}, peso até (g)`}
                    value={band.MaxGrams}
                    onChange={(v) => setBand(i, { MaxGrams: v })}
                    error={errorAt(`Bands.${i}.MaxGrams`)}
                    disabled={disabled}
                  />
                </Table.Td>
                {zoneCells(band.SedexCents, `Bands.${i}.SedexCents`, `Faixa ${i + 1}, Sedex`, (next) => setBand(i, { SedexCents: next }), true)}
                {zoneCells(band.PacCents, `Bands.${i}.PacCents`, `Faixa ${i + 1}, PAC`, (next) => setBand(i, { PacCents: next }), true)}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover faixa ${i + 1}`}
                    disabled={disabled || value.Bands.length <= 1}
                    onClick={() => onChange({ ...value, Bands: value.Bands.filter((_, j) => j !== i) })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
            {serviceRow('Cada kg acima da última faixa', 'ExtraPerKgCents', true)}
            {serviceRow('Prazo (dias úteis)', 'Days', false)}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between" mt="xs" align="flex-start">
        <div role="alert">
          {messages.map((m) => (
            <Text key={m} size="xs" c="red">
              {m}
            </Text>
          ))}
        </div>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={disabled}
          onClick={() => onChange({ ...value, Bands: [...value.Bands, nextBand(value.Bands)] })}
        >
          Adicionar faixa
        </Button>
      </Group>
    </div>
  );
}
