import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.ts';
import type { Db } from '../../db/database.ts';
import { JOB_CLAIM_SECONDS, jobRunner, type Job } from './job-runner.ts';
import { jobsRepository, type JobsRepository } from './jobs.repository.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` holds, at most 5 s (the runner ticks every 10 ms here). */
async function eventually(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5000; waited += 20) await pause(20);
}

describe('periodic jobs whose schedule lives in the database (ADR 009)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let clock: Date;
  let runs: Date[];
  let job: Job;
  const runners: ReturnType<typeof jobRunner>[] = [];
  const runner = () => {
    const r = jobRunner({ repository: jobsRepository(db.kysely), jobs: [job], now: () => clock, tickMs: 10 });
    runners.push(r);
    return r;
  };

  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    clock = new Date('2026-11-21T12:00:00Z');
    runs = [];
    job = {
      name: 'sweep',
      everySeconds: 30,
      run: async (at) => {
        runs.push(at);
        await pause(30);
      },
    };
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await drop();
  });

  it('two processes starting at once run the job once, then once per period, and the schedule is in the table', async () => {
    await Promise.all([runner().start(), runner().start()]);
    expect(runs).toHaveLength(1);
    expect(await jobsRepository(db.kysely).byName('sweep')).toMatchObject({
      nextRunAt: '2026-11-21T12:00:30.000Z',
      lockedUntil: null,
      lastRunAt: '2026-11-21T12:00:00.000Z',
    });
    await pause(60);
    expect(runs).toHaveLength(1); // not due yet
    clock = new Date('2026-11-21T12:00:31Z');
    await eventually(() => runs.length >= 2);
    await pause(60);
    expect(runs).toHaveLength(2);
  });

  it("a process whose start-up claim comes after another process's start-up run does not run the job again; a restart does", async () => {
    const repository = jobsRepository(db.kysely);
    // the second process reads the schedule, then its claim is slow (a new connection) and comes
    // only once the first process has run the job and released it
    let read!: () => void;
    const hasRead = new Promise<void>((resolve) => (read = resolve));
    let firstDone!: () => void;
    const firstHasRun = new Promise<void>((resolve) => (firstDone = resolve));
    const slow: JobsRepository = {
      ...repository,
      byName: async (name) => {
        const row = await repository.byName(name);
        read();
        return row;
      },
      claim: async (...args) => {
        read();
        await firstHasRun;
        return repository.claim(...args);
      },
    };
    const second = jobRunner({ repository: slow, jobs: [job], now: () => clock, tickMs: 10 });
    runners.push(second);
    const secondStarted = second.start();
    await hasRead;
    const first = runner();
    await first.start();
    expect(runs).toHaveLength(1);
    firstDone();
    await secondStarted;
    expect(runs).toHaveLength(1);
    // a restart (the first process gone, a new one on the same schedule) runs it at start-up again
    await first.stop();
    await second.stop();
    await runner().start();
    expect(runs).toHaveLength(2);
  });

  it("a job held by a process that died runs elsewhere once the dead one's claim lapses", async () => {
    const repository = jobsRepository(db.kysely);
    await repository.ensure('sweep', clock);
    await repository.claim(
      'sweep',
      'dead-process',
      clock,
      new Date(clock.getTime() + JOB_CLAIM_SECONDS * 1000),
      true,
    );
    await runner().start();
    expect(runs).toHaveLength(0);
    clock = new Date(clock.getTime() + (JOB_CLAIM_SECONDS + 1) * 1000);
    await eventually(() => runs.length >= 1);
    expect(runs).toHaveLength(1);
  });

  it('a failing run is recorded and the job runs again at its next time', async () => {
    job.run = async (at) => {
      runs.push(at);
      throw new Error('the database is away');
    };
    await runner().start();
    expect(await jobsRepository(db.kysely).byName('sweep')).toMatchObject({
      lastError: 'the database is away',
      nextRunAt: '2026-11-21T12:00:30.000Z',
      lockedUntil: null,
    });
  });
});
