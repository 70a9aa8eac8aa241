import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';

/**
 * The scheduled jobs the console knows and may start now (docs/operations.md#jobs), by the name
 * their runs carry in job_runs, with the name staff read.
 */
export const consoleJobs = [
  { Name: 'career-plan-evaluation', Label: 'Avaliação do plano de carreira' },
  { Name: 'order-invoices-expiry', Label: 'Expiração das faturas de pedidos' },
  { Name: 'billing.monthlyFees', Label: 'Cobrança: mensalidades' },
  { Name: 'billing.subscriptionRenewals', Label: 'Cobrança: renovação de assinaturas' },
  { Name: 'billing.overdue', Label: 'Cobrança: faturas em atraso' },
  { Name: 'held-credits-release', Label: 'Liberação dos créditos retidos (prazo de arrependimento)' },
  { Name: 'privacy.housekeeping', Label: 'Privacidade: exportações, links vencidos e prazo de guarda' },
] as const;
export type ConsoleJobName = (typeof consoleJobs)[number]['Name'];

export const JobRunStatus = z.enum(['running', 'succeeded', 'failed', 'skipped']);
export type JobRunStatus = z.infer<typeof JobRunStatus>;

/** A run's status as staff read it: 'skipped' found the same job running on another instance. */
export const jobRunStatusInfo: Record<JobRunStatus, { label: string; color: string }> = {
  running: { label: 'Em execução', color: 'blue' },
  succeeded: { label: 'Concluída', color: 'green' },
  failed: { label: 'Falhou', color: 'red' },
  skipped: { label: 'Ignorada (já em execução)', color: 'gray' },
};

/** What a run's counts mean; a name not listed here shows as it is. */
export const jobCountLabels: Record<string, string> = {
  evaluatedMembers: 'Sócios ativos avaliados',
  newAchievements: 'Graduações alcançadas',
  rankChanges: 'Mudanças de graduação',
  moneyPrizes: 'Prêmios em dinheiro',
  moneyPaidCents: 'Prêmios pagos (centavos)',
  quotaPrizes: 'Prêmios em cotas',
  descriptionPrizes: 'Outros prêmios',
  cancelled: 'Faturas canceladas',
  issued: 'Faturas emitidas',
  granted: 'Períodos concedidos',
  cancelledMonthlyFees: 'Mensalidades canceladas',
  cancelledSubscriptionInvoices: 'Faturas de assinatura canceladas',
  deactivated: 'Sócios inativados',
  reactivationFees: 'Mensalidades de reativação',
  notified: 'Sócios avisados',
  releasedHolds: 'Créditos retidos liberados',
  releasedCents: 'Valor liberado (centavos)',
  builtExports: 'Exportações geradas',
  purgedFiles: 'Arquivos de exportação apagados',
  lateMoneyRequests: 'Anonimizados com saldo recebido depois',
  erasedMembers: 'Titulares com prazo de guarda encerrado',
};

/** One run of a scheduled job (a job_runs row). */
export const JobRun = z.object({
  Id: z.number().int(),
  Job: z.string(),
  /** The period the run covers: the club's day (yyyy-MM-dd). */
  Period: z.string(),
  Status: JobRunStatus,
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  /** What the run did, by name (null until it succeeds). */
  Counts: z.record(z.string(), z.number()).nullable(),
  Error: z.string().nullable(),
  StartedOn: z.string(),
  FinishedOn: z.string().nullable(),
});
export type JobRun = z.infer<typeof JobRun>;

/** A job's card in the console: its schedule, its last run, last success and last failure. */
export const JobSummary = z.object({
  Job: z.string(),
  Label: z.string(),
  /** Daily wall-clock time in São Paulo, HH:mm. */
  DailyAt: z.string(),
  /** When this instance runs it next; null when this instance runs no jobs (JOBS=off). */
  NextRunOn: z.string().nullable(),
  LastRun: JobRun.nullable(),
  LastSuccess: JobRun.nullable(),
  LastFailure: JobRun.nullable(),
});
export type JobSummary = z.infer<typeof JobSummary>;

export const GetAllJobRunsRequest = z
  .object({
    ...PagedRequest,
    Filters: z
      .object({
        Job: text().trim().max(100).nullish(),
        Status: JobRunStatus.nullish(),
      })
      .strict()
      .nullish(),
  })
  .strict();
export type GetAllJobRunsRequest = z.input<typeof GetAllJobRunsRequest>;

export const getAllJobRuns = defineEndpoint({
  method: 'POST',
  path: '/api/admin/jobs/getAll',
  summary: 'Console: execuções das rotinas, as mais novas primeiro',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: GetAllJobRunsRequest,
  response: envelope(z.array(JobRun)),
});

export const getJobsSummary = defineEndpoint({
  method: 'GET',
  path: '/api/admin/jobs/summary',
  summary: 'Console: cada rotina com sua última execução, último sucesso e última falha',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  response: envelope(z.array(JobSummary)),
});

export const RunJobParams = z.object({ job: text().trim().min(1).max(100) });

/**
 * Runs a job now, recorded as its scheduled runs are: 'skipped' while the same job runs elsewhere,
 * 'failed' with the error (the answer is still 200: the run happened and is recorded).
 */
export const runJobNow = defineEndpoint({
  method: 'POST',
  path: '/api/admin/jobs/:job/run',
  summary: 'Console: executa uma rotina agora',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: RunJobParams,
  response: envelope(JobRun),
});
