import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.ts';
import type { Db } from '../../db/database.ts';
import { JOB_CLAIM_SECONDS, jobRunner, type Job } from './job-runner.ts';
import { jobsRepository } from './jobs.repository.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` holds, at most 5 s (the runner ticks every 10 ms here). */
async function eventually(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5000; waited += 20) await pause(20);
}

describe('periodic jobs whose schedule lives in the database (issue 7 §4)', () => {
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

  it('a process starting just after another ran the start-up job does not run it again before it is due', async () => {
    await runner().start();
    expect(runs).toHaveLength(1);
    await runner().start();
    expect(runs).toHaveLength(1);
    // a later start (a restart after a crash) still runs it: its last run ended before this start
    clock = new Date('2026-11-21T12:00:10Z');
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
