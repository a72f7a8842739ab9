import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

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
}

const COLUMNS = [
  'mail_id',
  'to_address',
  'subject',
  'text',
  'html',
  'attachments_json',
  'created_at',
  'sent_at',
] as const;

function toMail(r: Pick<Database['mail_outbox'], (typeof COLUMNS)[number]>): OutboxMail {
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
  };
}

/** SQL of the mail module (owner of mail_outbox). Instants are ISO UTC text. */
export function mailRepository(db: Kysely<Database>) {
  return {
    /**
     * Inserts a message; with a dedup key already present nothing is inserted and false is
     * answered (the unique dedup_key makes a second send of the same key a no-op, even when racing).
     */
    async insert(m: {
      id: string;
      dedupKey: string | null;
      to: string;
      subject: string;
      text: string;
      html: string;
      attachmentNames: string[];
      at: Date;
    }): Promise<boolean> {
      const result = await db
        .insertInto('mail_outbox')
        .values({
          mail_id: m.id,
          dedup_key: m.dedupKey,
          to_address: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachments_json: JSON.stringify(m.attachmentNames.map((filename) => ({ filename }))),
          created_at: m.at.toISOString(),
          sent_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: at.toISOString() })
        .where('mail_id', '=', id)
        .execute();
    },

    /** Removes a message whose sending failed, so that a retry with the same dedup key sends it. */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('mail_outbox').where('mail_id', '=', id).execute();
    },

    /** The newest `limit` messages, newest first. */
    async list(limit: number): Promise<OutboxMail[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('mail_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toMail);
    },

    async byID(id: string): Promise<OutboxMail | null> {
      const row = await db
        .selectFrom('mail_outbox')
        .select(COLUMNS)
        .where('mail_id', '=', id)
        .executeTakeFirst();
      return row ? toMail(row) : null;
    },
  };
}
export type MailRepository = ReturnType<typeof mailRepository>;
