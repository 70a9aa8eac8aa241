import { Alert, Badge, Checkbox, Grid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SC_INTEGRATIONS_KEY, ZIP_PROVIDERS, type SCIntegrationsView } from '@clube/contract/configurations';
import { LoadingRing } from '../../../ui/LoadingRing';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { scIntegrationsQueryOptions } from '../api/scIntegrationsQueryOptions';
import { useUpdateSCIntegrations } from '../api/useUpdateSCIntegrations';
import { groupTarget } from '../lib/auditTargets';
import {
  integrationsBodyOf,
  integrationsFormSchema,
  integrationsValuesOf,
  SECRET_FIELDS,
  type IntegrationsFormValues,
  type SecretField,
} from '../lib/integrationsFormValues';
import { SaveButton } from './SaveButton';
import { SettingsTabLayout } from './SettingsTabLayout';

const isSet = (g: SCIntegrationsView, field: SecretField) => g[`${field}IsSet`];

/** Whether a secret is stored; its value is never shown (docs/configuration.md#secrets). */
function SecretState({ label, set }: { label: string; set: boolean }) {
  return (
    <Badge size="sm" variant="light" color={set ? 'green' : 'gray'} aria-label={`${label}: ${set ? 'definido' : 'não definido'}`}>
      {set ? 'definido' : 'não definido'}
    </Badge>
  );
}

const zipOptions = ZIP_PROVIDERS.map((p) => ({ value: p, label: p === 'viacep' ? 'ViaCEP' : 'Offline (preenchimento manual)' }));

/** What the server runs now, from its environment: the stored settings change it only after a restart with the same environment. */
function InEffect({ inEffect }: { inEffect: SCIntegrationsView['InEffect'] }) {
  return (
    <Alert color="blue" title="Em uso agora (ambiente do servidor)" mb="md">
      <Text size="sm">
        Pagamentos: {inEffect.Gateway === 'offline' ? 'offline (demonstração)' : 'Mercado Pago'} · CEP: {inEffect.ZipProvider} · E-mail:{' '}
        {inEffect.Mail === 'smtp' ? 'SMTP' : 'caixa de saída'}
      </Text>
      <Text size="xs" c="dimmed">
        As configurações salvas aqui ficam guardadas; o servidor passa a usá-las quando o ambiente disser o mesmo e ele for reiniciado.
      </Text>
    </Alert>
  );
}

export function IntegrationsForm({ group }: { group: SCIntegrationsView }) {
  const update = useUpdateSCIntegrations();
  const form = useForm<IntegrationsFormValues, unknown, z.output<typeof integrationsFormSchema>>({
    resolver: zodResolver(integrationsFormSchema),
    mode: 'all',
    defaultValues: integrationsValuesOf(group),
  });
  const { control } = form;
  const saving = update.isPending;
  // After a save the typed secrets leave the page: the fields start empty again.
  const submit = form.handleSubmit((values) =>
    update.mutate(integrationsBodyOf(values, group.Timer), { onSuccess: (res) => form.reset(integrationsValuesOf(res.Data)) }),
  );
  return (
    <form noValidate aria-label="Integrações" onSubmit={(e) => void submit(e)}>
      <InEffect inEffect={group.InEffect} />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextField control={control} name="MercadoPagoPublicKey" label="Chave pública do Mercado Pago" maxLength={200} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SelectField control={control} name="ZipProvider" label="Consulta de CEP" data={zipOptions} disabled={saving} />
        </Grid.Col>
        {SECRET_FIELDS.map(([field, label]) => (
          <Grid.Col key={field} span={12}>
            <Stack gap={4}>
              <TextField
                control={control}
                name={field}
                label={label}
                rightSection={<SecretState label={label} set={isSet(group, field)} />}
                rightSectionWidth={110}
                rightSectionPointerEvents="none"
                description="Só de escrita: deixe em branco para manter o valor guardado."
                type="password"
                autoComplete="new-password"
                maxLength={1000}
                disabled={saving || form.watch(`Clear.${field}`)}
              />
              {isSet(group, field) && (
                <Controller
                  control={control}
                  name={`Clear.${field}`}
                  render={({ field: clear }) => (
                    <Checkbox
                      size="xs"
                      label="Remover o valor guardado"
                      checked={clear.value}
                      onChange={(e) => clear.onChange(e.currentTarget.checked)}
                      disabled={saving}
                    />
                  )}
                />
              )}
            </Stack>
          </Grid.Col>
        ))}
      </Grid>
      <SaveButton saving={saving} disabled={!form.formState.isValid} />
    </form>
  );
}

/** Integrações: public key and providers in the clear, secrets write-only (scIntegrations). */
export function IntegrationsSettingsTab() {
  const integrations = useQuery(scIntegrationsQueryOptions());
  return (
    <SettingsTabLayout targets={[groupTarget(SC_INTEGRATIONS_KEY)]}>
      {integrations.data ? <IntegrationsForm group={integrations.data} /> : <LoadingRing />}
    </SettingsTabLayout>
  );
}
