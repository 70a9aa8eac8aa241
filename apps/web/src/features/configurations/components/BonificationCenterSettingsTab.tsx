import { Checkbox, Grid, Group, Switch, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { invoiceTypeLabels } from '@clube/contract';
import { SC_BONIFICATION_CENTER_KEY, SCBonificationCenter, type SCBonificationCenterView, type Unilevel } from '@clube/contract/configurations';
import { LoadingRing } from '../../../ui/LoadingRing';
import { MoneyField } from '../../../ui/MoneyField';
import { NumberField } from '../../../ui/NumberField';
import { SelectField } from '../../../ui/SelectField';
import { activeUnilevelsQueryOptions } from '../api/activeUnilevelsQueryOptions';
import { scBonificationCenterQueryOptions } from '../api/scBonificationCenterQueryOptions';
import { useUpdateSCBonificationCenter } from '../api/useUpdateSCBonificationCenter';
import { groupTarget } from '../lib/auditTargets';
import { SaveButton } from './SaveButton';
import { SettingsTabLayout } from './SettingsTabLayout';

/** The unilevel tables the group names (docs/configuration.md#scbonificationcenter), each a select of the active tables. */
const TABLE_FIELDS = [
  ['AdhesionUnilevelId', 'Tabela da Adesão'],
  ['MonthlyPaymentUnilevelId', 'Tabela da Mensalidade'],
  ['PlanChangeUnilevelId', 'Tabela da Troca de Plano'],
  ['ProductsUnilevelId', 'Tabela dos produtos sem tabela própria'],
] as const;
type TableField = (typeof TABLE_FIELDS)[number][0];

/** A select holds text: '' is "no table" (null on the wire). */
const tableChoice = z.string();
const tableId = (v: string) => (v === '' ? null : Number(v));
const shape = SCBonificationCenter.shape;
const schema = z.object({
  AdhesionUnilevelId: tableChoice,
  MonthlyPaymentUnilevelId: tableChoice,
  PlanChangeUnilevelId: tableChoice,
  ProductsUnilevelId: tableChoice,
  DynamicCompression: z.boolean(),
  OverdueInactiveDays: shape.OverdueInactiveDays,
  OverdueCancelDays: shape.OverdueCancelDays,
  SubscriptionIssueDaysAhead: shape.SubscriptionIssueDaysAhead,
  // A blank amount: no operation needs a second administrator (null on the wire).
  SecondApprovalAbove: z.union([z.literal(''), shape.SecondApprovalAbove]),
  SecondApprovalWindowHours: shape.SecondApprovalWindowHours,
  // Checkboxes hold text: the invoice types' ids.
  HeldInvoiceTypes: z.array(z.string()),
  HoldDays: shape.HoldDays,
  FeeCommissionShareLimit: shape.FeeCommissionShareLimit,
});
type Values = z.input<typeof schema>;

const valuesOf = (g: SCBonificationCenterView): Values => ({
  AdhesionUnilevelId: g.AdhesionUnilevelId === null ? '' : String(g.AdhesionUnilevelId),
  MonthlyPaymentUnilevelId: g.MonthlyPaymentUnilevelId === null ? '' : String(g.MonthlyPaymentUnilevelId),
  PlanChangeUnilevelId: g.PlanChangeUnilevelId === null ? '' : String(g.PlanChangeUnilevelId),
  ProductsUnilevelId: g.ProductsUnilevelId === null ? '' : String(g.ProductsUnilevelId),
  DynamicCompression: g.DynamicCompression,
  OverdueInactiveDays: g.OverdueInactiveDays,
  OverdueCancelDays: g.OverdueCancelDays,
  SubscriptionIssueDaysAhead: g.SubscriptionIssueDaysAhead,
  SecondApprovalAbove: g.SecondApprovalAbove ?? '',
  SecondApprovalWindowHours: g.SecondApprovalWindowHours,
  HeldInvoiceTypes: g.HeldInvoiceTypes.map(String),
  HoldDays: g.HoldDays,
  FeeCommissionShareLimit: g.FeeCommissionShareLimit,
});

/** The invoice types an operator may hold through the right of withdrawal (docs/bonuses.md#held-commissions). */
const INVOICE_TYPE_CHOICES = Object.entries(invoiceTypeLabels).map(([value, label]) => ({ value, label }));

/** The active tables, plus the one chosen when it is not among them (beyond the first page). */
function tableOptions(tables: readonly Unilevel[], chosen: number | null) {
  const options = [{ value: '', label: 'Nenhuma' }, ...tables.map((t) => ({ value: String(t.Id), label: `${t.Name} (versão ${t.Version})` }))];
  if (chosen !== null && !tables.some((t) => t.Id === chosen)) options.push({ value: String(chosen), label: `Tabela ${chosen}` });
  return options;
}

function BonificationCenterForm({ group, tables }: { group: SCBonificationCenterView; tables: readonly Unilevel[] }) {
  const update = useUpdateSCBonificationCenter();
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), mode: 'all', defaultValues: valuesOf(group) });
  const { control } = form;
  const saving = update.isPending;
  const submit = form.handleSubmit((v) =>
    update.mutate(
      {
        ...v,
        AdhesionUnilevelId: tableId(v.AdhesionUnilevelId),
        MonthlyPaymentUnilevelId: tableId(v.MonthlyPaymentUnilevelId),
        PlanChangeUnilevelId: tableId(v.PlanChangeUnilevelId),
        ProductsUnilevelId: tableId(v.ProductsUnilevelId),
        SecondApprovalAbove: v.SecondApprovalAbove === '' ? null : v.SecondApprovalAbove,
        HeldInvoiceTypes: v.HeldInvoiceTypes.map(Number),
        Timer: group.Timer,
      },
      { onSuccess: (res) => form.reset(valuesOf(res.Data)) },
    ),
  );
  const days = { allowDecimal: false, allowNegative: false, disabled: saving } as const;
  return (
    <form noValidate aria-label="Central de Bonificação" onSubmit={(e) => void submit(e)}>
      <Title order={5} mb="xs">
        Tabelas unilevel
      </Title>
      <Grid>
        {TABLE_FIELDS.map(([name, label]) => (
          <Grid.Col key={name} span={{ base: 12, sm: 6 }}>
            <SelectField control={control} name={name as TableField} label={label} data={tableOptions(tables, group[name])} disabled={saving} />
          </Grid.Col>
        ))}
      </Grid>
      <Title order={5} mt="lg" mb="xs">
        Regras
      </Title>
      <Grid>
        <Grid.Col span={12}>
          <Controller
            control={control}
            name="DynamicCompression"
            render={({ field }) => (
              <Switch
                label="Compressão dinâmica"
                description="Ligada: a parte de um nível inativo vai para o próximo ativo acima. Desligada: fica com o clube."
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                disabled={saving}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField control={control} name="OverdueInactiveDays" label="Dias de atraso até o sócio ficar inativo" {...days} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField control={control} name="OverdueCancelDays" label="Dias de atraso até cancelar a mensalidade" {...days} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField control={control} name="SubscriptionIssueDaysAhead" label="Dias de antecedência da fatura da assinatura" {...days} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MoneyField
            control={control}
            name="SecondApprovalAbove"
            label="Segunda aprovação acima de"
            description="Operações financeiras acima deste valor precisam de um segundo administrador. Em branco: nenhuma precisa."
            disabled={saving}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberField
            control={control}
            name="SecondApprovalWindowHours"
            label="Janela da segunda aprovação (horas)"
            description="Soma o que um administrador lançou sozinho, e o que cada sócio recebeu, nestas últimas horas: partes que juntas passam do valor também precisam de um segundo administrador."
            min={1}
            max={720}
            {...days}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberField
            control={control}
            name="FeeCommissionShareLimit"
            label="Limite de comissões de adesões e mensalidades (%)"
            description="O painel de conformidade da primeira página do console avisa quando, num mês, mais do que esta parte das comissões veio de adesões, mensalidades, trocas de plano e assinaturas, e não de vendas."
            min={1}
            max={100}
            {...days}
          />
        </Grid.Col>
      </Grid>
      <Title order={5} mt="lg" mb="xs">
        Prazo de arrependimento (CDC art. 49)
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Controller
            control={control}
            name="HeldInvoiceTypes"
            render={({ field }) => (
              <Checkbox.Group
                label="Faturas com bônus retidos"
                description="Os bônus destas faturas e o crédito do vendedor de um pedido ficam retidos até o fim do prazo; uma desistência dentro dele os cancela."
                value={field.value}
                onChange={field.onChange}
              >
                <Group mt="xs">
                  {INVOICE_TYPE_CHOICES.map((c) => (
                    <Checkbox key={c.value} value={c.value} label={c.label} disabled={saving} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberField
            control={control}
            name="HoldDays"
            label="Dias de retenção"
            description="Contados da entrega de um pedido (de um serviço: do pagamento) e do pagamento da adesão; os valores são liberados no dia seguinte ao último dia do prazo."
            min={7}
            max={90}
            {...days}
          />
        </Grid.Col>
      </Grid>
      <SaveButton saving={saving} disabled={!form.formState.isValid} />
    </form>
  );
}

/** Bonificação: which unilevel tables pay, compression, overdue rules, second approval (scBonificationCenter). */
export function BonificationCenterSettingsTab() {
  const group = useQuery(scBonificationCenterQueryOptions());
  const tables = useQuery(activeUnilevelsQueryOptions());
  return (
    <SettingsTabLayout targets={[groupTarget(SC_BONIFICATION_CENTER_KEY)]}>
      {group.data && tables.data ? (
        <BonificationCenterForm group={group.data} tables={tables.data} />
      ) : tables.isError ? (
        <Text c="red">Não foi possível carregar as tabelas unilevel.</Text>
      ) : (
        <LoadingRing />
      )}
    </SettingsTabLayout>
  );
}
