import { Checkbox, Grid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { SC_SHOPS_KEY, SCShops, type SCShopsView } from '@clube/contract/configurations';
import { applyMask, masks } from '../../../lib/masks';
import { LoadingRing } from '../../../ui/LoadingRing';
import { MaskedField } from '../../../ui/MaskedField';
import { MoneyField } from '../../../ui/MoneyField';
import { NumberField } from '../../../ui/NumberField';
import { scShopsQueryOptions } from '../api/scShopsQueryOptions';
import { useUpdateSCShops } from '../api/useUpdateSCShops';
import { groupTarget } from '../lib/auditTargets';
import { draftOf, freightTableErrors, tableOf, type FreightTableDraft } from '../lib/freightTableDraft';
import { FreightTableEditor } from './FreightTableEditor';
import { SaveButton } from './SaveButton';
import { SettingsTabLayout } from './SettingsTabLayout';

/**
 * The shops group's form: the contract's field rules, and the freight table checked with the
 * contract's table rules unless the club keeps the default table (sent as null).
 */
const schema = z
  .object({
    FreightOriginZip: SCShops.shape.FreightOriginZip,
    MinimumOrderValue: SCShops.shape.MinimumOrderValue,
    CashbackPercentage: SCShops.shape.CashbackPercentage,
    MaxOpenOrdersPerBuyer: SCShops.shape.MaxOpenOrdersPerBuyer,
    MaxReservedUnitsPerBuyer: SCShops.shape.MaxReservedUnitsPerBuyer,
    UseDefaultTable: z.boolean(),
    FreightTable: z.custom<FreightTableDraft>(),
  })
  .superRefine((v, ctx) => {
    if (v.UseDefaultTable) return;
    const first = Object.values(freightTableErrors(v.FreightTable))[0]?.[0];
    if (first) ctx.addIssue({ code: 'custom', path: ['FreightTable'], message: first });
  });
type Values = z.input<typeof schema>;

const valuesOf = (g: SCShopsView): Values => ({
  FreightOriginZip: applyMask(masks.zip, g.FreightOriginZip),
  MinimumOrderValue: g.MinimumOrderValue,
  CashbackPercentage: g.CashbackPercentage,
  MaxOpenOrdersPerBuyer: g.MaxOpenOrdersPerBuyer,
  MaxReservedUnitsPerBuyer: g.MaxReservedUnitsPerBuyer,
  UseDefaultTable: g.FreightTableIsDefault,
  FreightTable: draftOf(g.FreightTable),
});

/** What one buyer's unpaid orders may hold at once: against stock hoarding (docs/marketplace.md#hoarding-limits). */
function BuyerCapsFields({ control, disabled }: { control: Control<Values>; disabled: boolean }) {
  const whole = {
    decimalScale: 0,
    thousandSeparator: '.',
    decimalSeparator: ',',
    allowNegative: false,
    allowDecimal: false,
    hideControls: true,
    disabled,
  } as const;
  return (
    <Stack gap="xs" mt="lg">
      <Title order={5}>Limites por comprador</Title>
      <Text size="sm" c="dimmed">
        Pedidos aguardando pagamento reservam o estoque até serem pagos ou cancelados. Estes limites impedem que um comprador segure o estoque sem pagar.
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberField
            control={control}
            name="MaxOpenOrdersPerBuyer"
            label="Pedidos aguardando pagamento por comprador"
            description="De 1 a 100 pedidos ao mesmo tempo."
            {...whole}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberField
            control={control}
            name="MaxReservedUnitsPerBuyer"
            label="Unidades reservadas por comprador"
            description="Soma das unidades dos pedidos aguardando pagamento, de 1 a 1.000.000."
            {...whole}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ShopsForm({ group }: { group: SCShopsView }) {
  const update = useUpdateSCShops();
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), mode: 'all', defaultValues: valuesOf(group) });
  const { control } = form;
  const useDefault = form.watch('UseDefaultTable');
  const saving = update.isPending;
  const submit = form.handleSubmit(({ UseDefaultTable, FreightTable, ...rest }) =>
    update.mutate(
      { ...rest, FreightTable: UseDefaultTable ? null : tableOf(FreightTable), Timer: group.Timer },
      { onSuccess: (res) => form.reset(valuesOf(res.Data)) },
    ),
  );
  return (
    <form noValidate aria-label="Configurações da loja" onSubmit={(e) => void submit(e)}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MaskedField control={control} name="FreightOriginZip" label="CEP de origem do frete" mask={masks.zip} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MoneyField control={control} name="MinimumOrderValue" label="Valor mínimo do pedido" disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField
            control={control}
            name="CashbackPercentage"
            label="Cashback (%)"
            suffix=" %"
            decimalScale={2}
            decimalSeparator=","
            allowNegative={false}
            hideControls
            disabled={saving}
          />
        </Grid.Col>
      </Grid>
      <BuyerCapsFields control={control} disabled={saving} />
      <Stack gap="xs" mt="lg">
        <Title order={5}>Tabela de frete</Title>
        <Text size="sm" c="dimmed">
          Preços por faixa de peso e pela distância entre o estado de origem e o de destino, usados quando o frete não é cotado com a transportadora.
        </Text>
        <Controller
          control={control}
          name="UseDefaultTable"
          render={({ field }) => (
            <Checkbox label="Usar a tabela padrão" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} disabled={saving} />
          )}
        />
        <Controller
          control={control}
          name="FreightTable"
          render={({ field }) => <FreightTableEditor value={field.value} onChange={field.onChange} disabled={saving || useDefault} />}
        />
      </Stack>
      <SaveButton saving={saving} disabled={!form.formState.isValid} />
    </form>
  );
}

/** Loja: freight origin, minimum order, cashback, the caps per buyer and the freight table (scShops). */
export function ShopsSettingsTab() {
  const shops = useQuery(scShopsQueryOptions());
  return <SettingsTabLayout targets={[groupTarget(SC_SHOPS_KEY)]}>{shops.data ? <ShopsForm group={shops.data} /> : <LoadingRing />}</SettingsTabLayout>;
}
