import { Button, Group, Paper, Stack } from '@mantine/core';
import { PersonType } from '@clube/contract';
import type { AdminMemberDetail } from '@clube/contract/admin';
import { formatDate, formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { InfoGrid } from './InfoGrid';

type Profile = AdminMemberDetail['Profile'];

/** 'Dados': who the member is, how to reach him, his access; the CPF/CNPJ is corrected from here. */
export function MemberProfileSection({ profile: p, onCorrectDocument }: { profile: Profile; onCorrectDocument: () => void }) {
  const company = p.PersonType === PersonType.Company;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <InfoGrid
          items={[
            ['Nome', p.Name],
            ['Usuário', p.Username],
            ['E-mail', p.Email],
            ['Tipo', p.TypeFormatted],
            ['Situação', <StatusBadge key="s" label={p.StatusFormatted} color={p.StatusColor} />],
            [company ? 'CNPJ' : 'CPF', p.Document ?? '—'],
            ...(company
              ? ([
                  ['Inscrição Estadual', p.StateInscription ?? '—'],
                  ['Inscrição Municipal', p.MunicipalInscription ?? '—'],
                ] as Array<[string, string]>)
              : ([['Data de Nascimento', p.Birthday ? formatDate(p.Birthday) : '—']] as Array<[string, string]>)),
            ['Telefone', p.PhoneOne ?? '—'],
            ['Telefone 2', p.PhoneTwo ?? '—'],
            ['Patrocinador', p.SponsorUsername ?? '—'],
            ['Cadastro', formatDateTime(p.CreatedOn)],
            ['Qualificado em', p.ActivatedOn ? formatDateTime(p.ActivatedOn) : '—'],
            ['Último acesso', p.LastAccessOn ? formatDateTime(p.LastAccessOn) : '—'],
            ['Acessos', String(p.AccessCount)],
            ['Sessões abertas', String(p.SessionsCount)],
            ['Precisa entrar novamente', p.UserNeedsRelogin ? 'Sim' : 'Não'],
          ]}
        />
        <Group>
          <Button variant="default" size="xs" onClick={onCorrectDocument}>
            Corrigir {company ? 'CNPJ' : 'CPF'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
