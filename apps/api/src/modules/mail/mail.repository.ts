import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DbTransaction } from '../../db/transaction.ts';

/** A message of the outbox; attachments by name only. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: string[];
  createdAt: string;
  sentAt: string | null;
  /** Reply-To, or null (ADR 015). */
  replyTo: string | null;
}

/** A message waiting in the outbox (state pending): rendered already, or from `payload` at send time. */
export interface PendingMail {
  id: string;
  dedupKey: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stored attachments (content base64). */
  attachments: { filename: string; contentBase64?: string; contentType?: string }[];
  /** What to render at send time ({ kind, bookingID }), or null for a message stored rendered. */
  payload: { kind: string; bookingID: number } | null;
  attempts: number;
  /** Reply-To, or null (ADR 015). */
  replyTo: string | null;
}

/** A message to insert: rendered (subject, text, html) or to render at send time (payload). */
export interface NewMail {
  id: string;
  dedupKey: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachmentNames: string[];
  /** The attachments' content (base64) and type, kept so that a retried send still carries them. */
  attachmentContents?: { filename: string; contentBase64: string; contentType?: string }[];
  payload?: { kind: string; bookingID: number } | null;
  /** Reply-To, or null/absent (ADR 015: a contact message answers to the traveller). */
  replyTo?: string | null;
  at: Date;
}

function insertMail(db: Kysely<Database>, m: NewMail) {
  return db
    .insertInto('mail_outbox')
    .values({
      mail_id: m.id,
      dedup_key: m.dedupKey,
      to_address: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments_json: JSON.stringify(
        m.attachmentContents ?? m.attachmentNames.map((filename) => ({ filename })),
      ),
      created_at: m.at.toISOString(),
      sent_at: null,
      state: 'pending',
      payload_json: m.payload ? JSON.stringify(m.payload) : null,
      attempts: 0,
      next_attempt_at: m.at.toISOString(),
      reply_to: m.replyTo ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
}

const PENDING_COLUMNS = [
  'mail_id',
  'dedup_key',
  'to_address',
  'subject',
  'text',
  'html',
  'payload_json',
  'attempts',
  'attachments_json',
  'reply_to',
] as const;

const COLUMNS = [
  'mail_id',
  'to_address',
  'subject',
  'text',
  'html',
  'attachments_json',
  'created_at',
  'sent_at',
  'reply_to',
] as const;

function toMail(
  r: Pick<Database['mail_outbox'], Exclude<(typeof COLUMNS)[number], 'reply_to'>> & {
    reply_to: string | null;
  },
): OutboxMail {
  const attachments = JSON.parse(r.attachments_json) as { filename: string }[];
  return {
    id: r.mail_id,
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: attachments.map((a) => a.filename),
    createdAt: r.created_at,
    sentAt: r.sent_at,
    replyTo: r.reply_to,
  };
}

/**
 * SQL of the mail module (owner of mail_outbox, the transactional outbox of ADR 009). A message
 * is inserted 'pending' (possibly inside another module's transaction, insertIn), claimed by one
 * sender at a time, then marked 'sent' or 'kept'. Instants are ISO UTC text.
 */
export function mailRepository(db: Kysely<Database>) {
  return {
    /**
     * Inserts a pending message; with a dedup key already present nothing is inserted and false is
     * answered (the unique dedup_key makes a second send of the same key a no-op, even when racing).
     */
    async insert(m: NewMail): Promise<boolean> {
      const result = await insertMail(db, m);
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * The same insert inside the caller's open transaction `tx` (the transactional outbox,
     * ADR 009): the message exists if and only if that transaction commits. False on a known dedup key.
     */
    async insertIn(tx: DbTransaction, m: NewMail): Promise<boolean> {
      const result = await insertMail(tx, m);
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Ids of pending messages due at `now` (oldest first, at most `limit`). */
    async due(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select('mail_id')
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.mail_id);
    },

    /** The id of the message with `dedupKey`, or null. */
    async idByKey(dedupKey: string): Promise<string | null> {
      const row = await db
        .selectFrom('mail_outbox')
        .select('mail_id')
        .where('dedup_key', '=', dedupKey)
        .executeTakeFirst();
      return row?.mail_id ?? null;
    },

    /**
     * Claims a pending message for one sender until `until` (a conditional UPDATE: of senders
     * racing, in this process or another, exactly one gets it; a dead sender's claim lapses at
     * `until`). Counts the attempt. Answers the message, or null when it is not ours to send.
     */
    async claim(id: string, now: Date, until: Date): Promise<PendingMail | null> {
      const result = await db
        .updateTable('mail_outbox')
        .set((eb) => ({ locked_until: until.toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('mail_id', '=', id)
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      const r = await db
        .selectFrom('mail_outbox')
        .select(PENDING_COLUMNS)
        .where('mail_id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        id: r.mail_id,
        dedupKey: r.dedup_key,
        to: r.to_address,
        subject: r.subject,
        text: r.text,
        html: r.html,
        attachments: JSON.parse(r.attachments_json) as PendingMail['attachments'],
        payload: r.payload_json ? (JSON.parse(r.payload_json) as PendingMail['payload']) : null,
        attempts: Number(r.attempts),
        replyTo: r.reply_to,
      };
    },

    /**
     * Marks a claimed message delivered: 'sent' (SMTP, sent_at set) or 'kept' (outbox only), with
     * what was rendered at send time (null: stored rendered). Only while pending (never un-sends).
     */
    async complete(
      id: string,
      outcome: 'sent' | 'kept',
      rendered: { to: string; subject: string; text: string; html: string; attachmentNames: string[] } | null,
      at: Date,
    ): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          state: outcome,
          sent_at: outcome === 'sent' ? at.toISOString() : null,
          ...(rendered
            ? {
                to_address: rendered.to,
                subject: rendered.subject,
                text: rendered.text,
                html: rendered.html,
                attachments_json: JSON.stringify(rendered.attachmentNames.map((filename) => ({ filename }))),
              }
            : {}),
          locked_until: null,
          last_error: null,
        })
        .where('mail_id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },

    /** Extends a live sender's claim on a pending message to `until` (a heartbeat while it sends). */
    async extendClaim(id: string, until: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ locked_until: until.toISOString() })
        .where('mail_id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },

    /** Releases a claimed message whose sending failed: retried from `retryAt`. */
    async fail(id: string, error: string, retryAt: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ locked_until: null, last_error: error.slice(0, 1000), next_attempt_at: retryAt.toISOString() })
        .where('mail_id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },

    /** The newest `limit` delivered messages (sent or kept), newest first. */
    async list(limit: number): Promise<OutboxMail[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(COLUMNS)
        .where('state', '!=', 'pending')
        .orderBy('created_at', 'desc')
        .orderBy('mail_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toMail);
    },

    /** A delivered (sent or kept) message by id, or null. */
    async byID(id: string): Promise<OutboxMail | null> {
      const row = await db
        .selectFrom('mail_outbox')
        .select(COLUMNS)
        .where('mail_id', '=', id)
        .where('state', '!=', 'pending')
        .executeTakeFirst();
      return row ? toMail(row) : null;
    },

    /** The delivery state of the messages with dedup keys starting with `prefix` (operators, tests). */
    async statesByKeyPrefix(
      prefix: string,
    ): Promise<{ dedupKey: string; state: string; attempts: number; lastError: string | null }[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['dedup_key', 'state', 'attempts', 'last_error'])
        .where('dedup_key', 'like', `${prefix}%`)
        .execute();
      return rows.map((r) => ({
        dedupKey: r.dedup_key ?? '',
        state: r.state,
        attempts: Number(r.attempts),
        lastError: r.last_error,
      }));
    },
  };
}
export type MailRepository = ReturnType<typeof mailRepository>;
