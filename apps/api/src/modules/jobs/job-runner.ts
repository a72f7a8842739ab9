import { randomUUID } from 'node:crypto';
import type { EvenIfNotDue, JobsRepository } from './jobs.repository.ts';

/** A periodic job: `run(now)` does one bounded batch of work; it runs every `everySeconds`. */
export interface Job {
  name: string;
  everySeconds: number;
  run: (now: Date) => Promise<unknown>;
}

/** How often the runner looks for due jobs, ms; how long a claim lasts without a heartbeat, s. */
export const JOB_TICK_MS = 2_000;
export const JOB_CLAIM_SECONDS = 15;

/**
 * Runs periodic jobs whose schedule lives in the jobs table (ADR 009: "a job, not a timer that
 * dies with the process"). Each run is claimed with a conditional UPDATE (one process at a time;
 * the claim is renewed every JOB_CLAIM_SECONDS / 3 while the run lasts, and a dead process's claim
 * lapses after JOB_CLAIM_SECONDS), and the next run is written to the row when it ends, failed or
 * not. `start()` runs every job at once (the start-up recovery; not one another process ran since
 * this start read the schedule) and then looks every `tickMs` (an unref'd timer: it never keeps
 * the process alive); `stop()` ends the ticks and waits for the runs in progress. `now` is the
 * app's clock.
 */
export function jobRunner(deps: {
  repository: JobsRepository;
  jobs: Job[];
  now: () => Date;
  log?: { error: (obj: object, msg: string) => void };
  tickMs?: number;
}) {
  const { repository, jobs, now } = deps;
  const owner = randomUUID();
  const running = new Map<string, Promise<boolean>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function attempt(job: Job, evenIfNotDue: EvenIfNotDue): Promise<boolean> {
    const at = now();
    const until = () => new Date(now().getTime() + JOB_CLAIM_SECONDS * 1000);
    if (!(await repository.claim(job.name, owner, at, until(), evenIfNotDue))) return false;
    const heartbeat = setInterval(
      () => void repository.extend(job.name, owner, until()).catch(() => undefined),
      (JOB_CLAIM_SECONDS * 1000) / 3,
    );
    heartbeat.unref();
    let error: string | null = null;
    try {
      await job.run(at);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      deps.log?.error({ err, job: job.name }, 'a periodic job failed: it runs again at its next time');
    } finally {
      clearInterval(heartbeat);
    }
    await repository.finish(
      job.name,
      owner,
      now(),
      new Date(now().getTime() + job.everySeconds * 1000),
      error,
    );
    return true;
  }

  /** Runs `job` unless this process runs it already; true when it ran here. */
  function runOnce(job: Job, evenIfNotDue: EvenIfNotDue): Promise<boolean> {
    const current = running.get(job.name);
    if (current) return current.then(() => false);
    const run = attempt(job, evenIfNotDue)
      .catch((err: unknown) => {
        deps.log?.error({ err, job: job.name }, 'claiming a periodic job failed');
        return false;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  const tick = () => {
    if (stopped) return;
    for (const job of jobs) void runOnce(job, false);
  };

  return {
    /**
     * Registers the jobs' rows, runs each once now (start-up; not one another process ran since
     * this start read its row), then every tick the due ones.
     */
    async start(): Promise<void> {
      const at = now();
      const lastRuns = new Map<string, string | null>();
      for (const job of jobs) {
        await repository.ensure(job.name, at);
        lastRuns.set(job.name, (await repository.byName(job.name))?.lastRunAt ?? null);
      }
      // due or not, unless another process ran it since this one read its row (two processes
      // starting at once run it once; a restart after a crash runs it again)
      await Promise.all(jobs.map((job) => runOnce(job, { lastRunAt: lastRuns.get(job.name) ?? null })));
      if (stopped) return;
      timer = setInterval(tick, deps.tickMs ?? JOB_TICK_MS);
      timer.unref();
    },

    /**
     * Runs the job `name` now, due or not, unless another runner holds it (operators, tests).
     * True when it ran here; after a concurrent run here ends, false.
     */
    runNow(name: string): Promise<boolean> {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`No job named ${name}`);
      return runOnce(job, true);
    },

    /** Stops the ticks and waits for the runs in progress. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
export type JobRunner = ReturnType<typeof jobRunner>;
