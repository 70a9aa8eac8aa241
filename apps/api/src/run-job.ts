// `npm run job -- <name>`: runs one scheduled job now, as an instance's scheduler would
// (docs/operations.md#jobs): for a deployment with JOBS=off and an outside scheduler (cron), or to
// catch up. The job's database lock still holds: while another instance runs it, this run is
// recorded as skipped.
import { loadCommandConfig, openConfiguredDatabase } from './command-config';
import { DataDirInUseError } from './db/data-dir-lock';
import { safeErrorReason } from './platform/log-serializers';
import { scheduledJobs } from './scheduled-jobs';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const name = process.argv[2];
const config = (() => {
  try {
    return loadCommandConfig();
  } catch (err) {
    return fail((err as Error).message);
  }
})();
const database = await openConfiguredDatabase(config).catch((err: unknown) => fail(err instanceof DataDirInUseError ? err.message : safeErrorReason(err)));
try {
  await database.migrate();
  const jobs = scheduledJobs(database.db);
  const job = jobs.find((j) => j.name === name);
  if (!job) {
    process.exitCode = 1;
    console.error(`✖ Usage: npm run job -- <name>, with one of: ${jobs.map((j) => j.name).join(', ')}`);
  } else {
    const result = await job.run();
    console.log(JSON.stringify({ job: job.name, result }));
  }
} catch (err) {
  process.exitCode = 1;
  console.error(`✖ ${safeErrorReason(err)}`);
} finally {
  await database.close();
}
