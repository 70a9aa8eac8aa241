import type { ComponentType } from 'react';
import {
  IconBell,
  IconCash,
  IconChartPie,
  IconCoins,
  IconHierarchy,
  IconHistory,
  IconListDetails,
  IconMail,
  IconPackage,
  IconRepeat,
  IconScale,
  IconSettings,
  IconShieldLock,
  IconClockPlay,
  IconTrophy,
  IconUsers,
  IconUserShield,
} from '@tabler/icons-react';
import { Permission, type PermissionId } from '@clube/contract';

export interface ConsoleSection {
  label: string;
  description: string;
  to: string;
  /** The staff permission of the section's route (docs/admin.md#staff-roles). */
  permission: PermissionId;
  /** Its own picture on the index card, so that a section is found at a glance. */
  Icon: ComponentType;
}

/** The console's sections (/configurations), each shown to the staff roles that may use it. */
export const consoleSections: readonly ConsoleSection[] = [
  {
    label: 'Sócios',
    description: 'Busca, situação, permissões e acesso',
    to: '/configurations/members',
    permission: Permission.CONSOLE_SUPPORT,
    Icon: IconUsers,
  },
  { label: 'Equipe', description: 'Administradores e seus papéis', to: '/configurations/staff', permission: Permission.CONSOLE_OWNER, Icon: IconUserShield },
  {
    label: 'Saques',
    description: 'Fila de pagamento e exportação do dia',
    to: '/configurations/withdrawals',
    permission: Permission.CONSOLE_FINANCE,
    Icon: IconCash,
  },
  {
    label: 'Operações Financeiras',
    description: 'Participação nos lucros, fundos e aprovações',
    to: '/configurations/money',
    permission: Permission.CONSOLE_FINANCE,
    Icon: IconCoins,
  },
  {
    label: 'Transparência',
    description: 'Divulgação de ganhos dos sócios',
    to: '/configurations/transparency',
    permission: Permission.CONSOLE_FINANCE,
    Icon: IconScale,
  },
  {
    label: 'Produtos',
    description: 'Produtos aguardando aprovação',
    to: '/configurations/products',
    permission: Permission.CONSOLE_CATALOG,
    Icon: IconPackage,
  },
  { label: 'Planos', description: 'Planos do sistema', to: '/configurations/plans', permission: Permission.CONSOLE_OWNER, Icon: IconListDetails },
  { label: 'Assinaturas', description: 'Assinaturas oferecidas', to: '/configurations/subscriptions', permission: Permission.CONSOLE_OWNER, Icon: IconRepeat },
  {
    label: 'Plano de Carreira',
    description: 'Graduações e prêmios',
    to: '/configurations/career-plan',
    permission: Permission.CONSOLE_OWNER,
    Icon: IconTrophy,
  },
  { label: 'Fundos de Investimento', description: 'Fundos e cotas', to: '/configurations/funds', permission: Permission.CONSOLE_OWNER, Icon: IconChartPie },
  {
    label: 'Tabelas Unilevel',
    description: 'Percentuais por nível',
    to: '/configurations/unilevels',
    permission: Permission.CONSOLE_OWNER,
    Icon: IconHierarchy,
  },
  {
    label: 'Configurações do Clube',
    description: 'Geral, loja, bonificação, integrações e imagens',
    to: '/configurations/settings',
    permission: Permission.CONSOLE_OWNER,
    Icon: IconSettings,
  },
  {
    label: 'Notificações',
    description: 'Avisos a sócios, níveis de rede ou a todos',
    to: '/configurations/notifications',
    permission: Permission.CONSOLE_SUPPORT,
    Icon: IconBell,
  },
  { label: 'E-mails', description: 'Caixa de saída', to: '/configurations/outbox', permission: Permission.CONSOLE_SUPPORT, Icon: IconMail },
  {
    label: 'Pedidos de titular',
    description: 'LGPD: exportação, exclusão e outros pedidos, prazo de 15 dias',
    to: '/configurations/privacy-requests',
    permission: Permission.CONSOLE_SUPPORT,
    Icon: IconShieldLock,
  },
  {
    label: 'Rotinas',
    description: 'Execuções, falhas e verificação do livro-razão',
    to: '/configurations/jobs',
    permission: Permission.CONSOLE_OWNER,
    Icon: IconClockPlay,
  },
  { label: 'Auditoria', description: 'Quem fez o quê, quando e de onde', to: '/configurations/audit', permission: Permission.CONSOLE_OWNER, Icon: IconHistory },
];
