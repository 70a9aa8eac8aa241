import { Grid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTRACT_TEXT_MAX, SC_GENERAL_KEY, SCGeneral, type SCGeneralView } from '@clube/contract/configurations';
import { LoadingRing } from '../../../ui/LoadingRing';
import { TextareaField } from '../../../ui/TextareaField';
import { TextField } from '../../../ui/TextField';
import { scGeneralQueryOptions } from '../api/scGeneralQueryOptions';
import { useUpdateSCGeneral } from '../api/useUpdateSCGeneral';
import { groupTarget } from '../lib/auditTargets';
import { SaveButton } from './SaveButton';
import { SettingsTabLayout } from './SettingsTabLayout';

/**
 * The fields the form edits; `Timer` goes back as read, and ContractVersion is the server's: it
 * moves when the text changes (docs/configuration.md#scgeneral, docs/privacy.md#consents).
 */
const schema = SCGeneral.omit({ Timer: true, ContractVersion: true });
type Values = z.input<typeof schema>;

const valuesOf = (g: SCGeneralView): Values => ({
  ClubName: g.ClubName,
  OfficeUrl: g.OfficeUrl ?? '',
  MarketplaceUrl: g.MarketplaceUrl ?? '',
  SupportEmail: g.SupportEmail ?? '',
  SupportPhone: g.SupportPhone ?? '',
  ContractText: g.ContractText,
  DpoName: g.DpoName ?? '',
  DpoContact: g.DpoContact ?? '',
});

function GeneralForm({ group }: { group: SCGeneralView }) {
  const update = useUpdateSCGeneral();
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), mode: 'all', defaultValues: valuesOf(group) });
  const { control } = form;
  const submit = form.handleSubmit((values) =>
    update.mutate({ ...values, Timer: group.Timer, ContractVersion: group.ContractVersion }, { onSuccess: (res) => form.reset(valuesOf(res.Data)) }),
  );
  const saving = update.isPending;
  return (
    <form noValidate aria-label="Configurações gerais" onSubmit={(e) => void submit(e)}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField control={control} name="ClubName" label="Nome do clube" withAsterisk maxLength={100} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField control={control} name="SupportPhone" label="Telefone do suporte" maxLength={30} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField control={control} name="SupportEmail" label="E-mail do suporte" type="email" maxLength={200} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField control={control} name="OfficeUrl" label="Endereço do escritório" placeholder="https://" maxLength={300} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField control={control} name="MarketplaceUrl" label="Endereço do marketplace" placeholder="https://" maxLength={300} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {/* The 'Encarregado de dados' (LGPD art. 41), shown in the office's footer (docs/privacy.md#dpo). */}
          <TextField control={control} name="DpoName" label="Encarregado de dados (nome)" maxLength={120} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField control={control} name="DpoContact" label="Encarregado de dados (contato)" maxLength={200} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={12}>
          {/* Shown from the registration's 'Li e aceito o contrato' (docs/configuration.md#scgeneral). */}
          <TextareaField
            control={control}
            name="ContractText"
            label="Contrato de adesão"
            description={`O texto que o novo sócio lê e aceita no cadastro (versão ${group.ContractVersion}; ao mudar o texto, a versão avança).`}
            withAsterisk
            rows={10}
            maxLength={CONTRACT_TEXT_MAX}
            disabled={saving}
          />
        </Grid.Col>
      </Grid>
      <SaveButton saving={saving} disabled={!form.formState.isValid} />
    </form>
  );
}

/** Geral: the club's name, addresses, support contacts and membership contract (scGeneral). */
export function GeneralSettingsTab() {
  const general = useQuery(scGeneralQueryOptions());
  return <SettingsTabLayout targets={[groupTarget(SC_GENERAL_KEY)]}>{general.data ? <GeneralForm group={general.data} /> : <LoadingRing />}</SettingsTabLayout>;
}
