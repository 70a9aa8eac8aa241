import { consoleJobs, JobRunStatus, jobRunStatusInfo } from '@clube/contract/admin';

/** The outbox's filters in the URL (docs/admin.md#console-lists): part of the address, part of the subject. */
export const OUTBOX_FILTER_KEYS = ['to', 'subject'] as const;

/** The runs table's filters in the URL: the job and the status. */
export const JOB_RUN_FILTER_KEYS = ['job', 'status'] as const;

export const jobOptions = [{ value: '', label: 'Todas' }, ...consoleJobs.map((j) => ({ value: j.Name, label: j.Label }))];
export const runStatusOptions = [{ value: '', label: 'Todos' }, ...JobRunStatus.options.map((s) => ({ value: s, label: jobRunStatusInfo[s].label }))];

/** The URL's status when it is one, else none. */
export const runStatusOf = (param: string): JobRunStatus | null => (JobRunStatus.safeParse(param).success ? (param as JobRunStatus) : null);

/** A job's name as staff read it; a job the console does not know (a retired one) keeps its name. */
export const jobLabel = (name: string) => consoleJobs.find((j) => j.Name === name)?.Label ?? name;
