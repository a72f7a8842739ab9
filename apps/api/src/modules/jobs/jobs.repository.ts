import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A job's schedule row; instants ISO UTC text. */
export interface JobRow {
  name: string;
  nextRunAt: string;
  lockedUntil: string | null;
  lastRunAt: string | null;
  lastError: string | null;
}

/**
 * When a claim may take a job that is not due: false never (the ticks), true always (operators),
 * `{ lastRunAt }` while its last run is still the one read then (a process's start-up run: not
 * again when another process ran it in between; `lastRunAt` ISO UTC text or null, never run).
 */
export type EvenIfNotDue = boolean | { lastRunAt: string | null };

/**
 * SQL of the jobs module (owner of jobs; ADR 009): the schedule of periodic jobs lives in the
 * database, so it outlives any process, and a run is claimed by a conditional UPDATE of
 * locked_until, so that of several processes exactly one runs a job at a time.
 */
export function jobsRepository(db: Kysely<Database>) {
  return {
    /** Adds the job's row, first due at `at`, unless it exists. */
    async ensure(name: string, at: Date): Promise<void> {
      await db
        .insertInto('jobs')
        .values({ name, next_run_at: at.toISOString(), locked_until: null, locked_by: null })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },

    /**
     * Claims `name` for `owner` until `until` when nobody holds it (or a holder's claim lapsed) and
     * it is due at `now`, or not due as `evenIfNotDue` allows. True when this call claimed it.
     */
    async claim(
      name: string,
      owner: string,
      now: Date,
      until: Date,
      evenIfNotDue: EvenIfNotDue,
    ): Promise<boolean> {
      const at = now.toISOString();
      let query = db
        .updateTable('jobs')
        .set({ locked_until: until.toISOString(), locked_by: owner })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]));
      if (evenIfNotDue === false) query = query.where('next_run_at', '<=', at);
      else if (evenIfNotDue !== true) {
        const { lastRunAt } = evenIfNotDue;
        query = query.where((eb) =>
          eb.or([
            eb('next_run_at', '<=', at),
            lastRunAt === null ? eb('last_run_at', 'is', null) : eb('last_run_at', '=', lastRunAt),
          ]),
        );
      }
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Extends `owner`'s claim on `name` to `until` (a heartbeat while a run lasts). */
    async extend(name: string, owner: string, until: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ locked_until: until.toISOString() })
        .where('name', '=', name)
        .where('locked_by', '=', owner)
        .execute();
    },

    /** Ends `owner`'s run of `name`: next run at `next`, the error of this run or null. */
    async finish(name: string, owner: string, at: Date, next: Date, error: string | null): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          locked_until: null,
          locked_by: null,
          last_run_at: at.toISOString(),
          next_run_at: next.toISOString(),
          last_error: error === null ? null : error.slice(0, 1000),
        })
        .where('name', '=', name)
        .where('locked_by', '=', owner)
        .execute();
    },

    /** The schedule row of job `name`, or null (operators, tests). */
    async byName(name: string): Promise<JobRow | null> {
      const r = await db
        .selectFrom('jobs')
        .select(['name', 'next_run_at', 'locked_until', 'last_run_at', 'last_error'])
        .where('name', '=', name)
        .executeTakeFirst();
      return r
        ? {
            name: r.name,
            nextRunAt: r.next_run_at,
            lockedUntil: r.locked_until,
            lastRunAt: r.last_run_at,
            lastError: r.last_error,
          }
        : null;
    },
  };
}
export type JobsRepository = ReturnType<typeof jobsRepository>;
