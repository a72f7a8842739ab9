import type { PromotionRecord } from '@alpine/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A promotion as stored for the operator (ADR 019). Stored rates are negative (a discount,
 * spec part 1 §4: percentage -10, fixed -1500 minor); this type carries them as they are.
 */
export interface PromotionRow extends PromotionRecord {
  paused: boolean;
}

/** A partner's stored flags (ADR 019). */
export interface PartnerRow {
  partnerID: number;
  name: string;
  allowsCard: boolean;
  allowsInvoice: boolean;
}

/** One operator change of a promotion or partner (ADR 019: recorded with operator and instant). */
export interface CatalogueChange {
  subject: 'promotion' | 'partner';
  subjectID: number;
  change: string;
  detail: unknown;
  operatorID: number;
  at: string;
}

/** The promotions columns read into a PromotionRow (toPromotion): the operator's list and the quote module's reads. */
export const PROMOTION_COLUMNS = [
  'promotion_id',
  'code',
  'percentage',
  'fixed_amount_minor',
  'valid_from',
  'valid_to',
  'max_uses',
  'uses',
  'paused',
] as const;

type PromotionSelect = Pick<Selectable<Database['promotions']>, (typeof PROMOTION_COLUMNS)[number]>;

/** A promotions row as selected by PROMOTION_COLUMNS, as a PromotionRow (percentage as a number). */
export const toPromotion = (r: PromotionSelect): PromotionRow => ({
  promotionID: r.promotion_id,
  code: r.code,
  percentage: r.percentage === null ? null : Number(r.percentage),
  fixedAmountMinor: r.fixed_amount_minor,
  validFrom: r.valid_from,
  validTo: r.valid_to,
  maxUses: r.max_uses,
  uses: r.uses,
  paused: r.paused === 1,
});

/** True when `err` is a unique-constraint violation on SQLite or PostgreSQL. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The operator's writes to the fares module's promotions and partners (ADR 019), each with
 * its catalogue_changes line in the same transaction. Part of the quotes module, owner of both tables.
 */
export function catalogueAdminRepository(db: Kysely<Database>) {
  const record = (tx: Kysely<Database>, c: CatalogueChange) =>
    tx
      .insertInto('catalogue_changes')
      .values({
        subject: c.subject,
        subject_id: c.subjectID,
        change: c.change,
        detail: c.detail === null ? null : JSON.stringify(c.detail),
        operator_id: c.operatorID,
        at: c.at,
      })
      .execute();
  const promotion = async (tx: Kysely<Database>, promotionID: number) => {
    const r = await tx
      .selectFrom('promotions')
      .select(PROMOTION_COLUMNS)
      .where('promotion_id', '=', promotionID)
      .executeTakeFirst();
    return r ? toPromotion(r) : null;
  };
  return {
    /** Every promotion, newest validity first then by code. */
    async listPromotions(): Promise<PromotionRow[]> {
      const rows = await db
        .selectFrom('promotions')
        .select(PROMOTION_COLUMNS)
        .orderBy('valid_to', 'desc')
        .orderBy('code')
        .execute();
      return rows.map(toPromotion);
    },

    findPromotion: (promotionID: number) => promotion(db, promotionID),

    /** Inserts a promotion (id = max + 1) and its change line; null when the code exists. */
    async insertPromotion(
      p: Omit<PromotionRow, 'promotionID' | 'uses' | 'paused'>,
      who: { operatorID: number; at: string },
    ): Promise<PromotionRow | null> {
      try {
        return await db.transaction().execute(async (tx) => {
          const top = await tx
            .selectFrom('promotions')
            .select((eb) => eb.fn.max('promotion_id').as('top'))
            .executeTakeFirst();
          const promotionID = Number(top?.top ?? 0) + 1;
          await tx
            .insertInto('promotions')
            .values({
              promotion_id: promotionID,
              code: p.code,
              percentage: p.percentage,
              fixed_amount_minor: p.fixedAmountMinor,
              valid_from: p.validFrom,
              valid_to: p.validTo,
              max_uses: p.maxUses,
              uses: 0,
              paused: 0,
            })
            .execute();
          await record(tx, {
            subject: 'promotion',
            subjectID: promotionID,
            change: 'created',
            detail: p,
            ...who,
          });
          return (await promotion(tx, promotionID))!;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /**
     * Changes a promotion and records it (its catalogue_changes line holds the change and, under
     * `was`, the values it replaced). One UPDATE, conditional on the promotion being still as
     * `read` (the row the caller validated the change against: validity, use limit, paused) and,
     * for a new use limit, on the uses not being above it: 'changed' when another change came in
     * between (nothing written; the caller answers 409), 'below_uses' when the uses passed the new
     * limit meanwhile, null for an unknown promotion. The uses themselves may move (bookings count
     * them) without making the change conflict.
     */
    async updatePromotion(
      read: PromotionRow,
      change: { paused?: boolean; validFrom?: string; validTo?: string; maxUses?: number | null },
      what: string,
      who: { operatorID: number; at: string },
    ): Promise<PromotionRow | 'below_uses' | 'changed' | null> {
      const { promotionID } = read;
      return db.transaction().execute(async (tx) => {
        let q = tx
          .updateTable('promotions')
          .set({
            ...(change.paused === undefined ? {} : { paused: change.paused ? 1 : 0 }),
            ...(change.validFrom === undefined ? {} : { valid_from: change.validFrom }),
            ...(change.validTo === undefined ? {} : { valid_to: change.validTo }),
            ...(change.maxUses === undefined ? {} : { max_uses: change.maxUses }),
          })
          .where('promotion_id', '=', promotionID)
          .where('valid_from', '=', read.validFrom)
          .where('valid_to', '=', read.validTo)
          .where('paused', '=', read.paused ? 1 : 0)
          .where('max_uses', read.maxUses === null ? 'is' : '=', read.maxUses);
        if (change.maxUses !== undefined && change.maxUses !== null)
          q = q.where('uses', '<=', change.maxUses);
        const result = await q.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) {
          const now = await promotion(tx, promotionID);
          if (!now) return null;
          const asRead =
            now.validFrom === read.validFrom &&
            now.validTo === read.validTo &&
            now.paused === read.paused &&
            now.maxUses === read.maxUses;
          return asRead ? 'below_uses' : 'changed';
        }
        const was = Object.fromEntries(
          (['paused', 'validFrom', 'validTo', 'maxUses'] as const)
            .filter((k) => change[k] !== undefined)
            .map((k) => [k, read[k]]),
        );
        await record(tx, {
          subject: 'promotion',
          subjectID: promotionID,
          change: what,
          detail: { ...change, was },
          ...who,
        });
        return promotion(tx, promotionID);
      });
    },

    /** Every partner, by name. */
    async listPartners(): Promise<PartnerRow[]> {
      const rows = await db
        .selectFrom('partners')
        .select(['partner_id', 'name', 'allows_card', 'allows_invoice'])
        .orderBy('name')
        .execute();
      return rows.map((r) => ({
        partnerID: r.partner_id,
        name: r.name,
        allowsCard: r.allows_card === 1,
        allowsInvoice: r.allows_invoice === 1,
      }));
    },

    /**
     * Sets a partner's payment flags and records it, unless both would be off ('none_left'); the
     * UPDATE is conditional on the flags read, so a concurrent change gives 'changed' rather than
     * a partner with neither way to pay; null for an unknown partner.
     */
    async setPartnerFlags(
      partnerID: number,
      flags: { allowsCard?: boolean; allowsInvoice?: boolean },
      who: { operatorID: number; at: string },
    ): Promise<PartnerRow | 'none_left' | 'changed' | null> {
      return db.transaction().execute(async (tx) => {
        const card = flags.allowsCard === undefined ? null : flags.allowsCard ? 1 : 0;
        const invoice = flags.allowsInvoice === undefined ? null : flags.allowsInvoice ? 1 : 0;
        const row = await tx
          .selectFrom('partners')
          .select(['partner_id', 'name', 'allows_card', 'allows_invoice'])
          .where('partner_id', '=', partnerID)
          .executeTakeFirst();
        if (!row) return null;
        const next = { allows_card: card ?? row.allows_card, allows_invoice: invoice ?? row.allows_invoice };
        if (next.allows_card === 0 && next.allows_invoice === 0) return 'none_left';
        // written only if the flags are still those read: two operators changing them at once
        // cannot leave a partner with no way to pay (the loser answers 409 and can retry)
        const written = await tx
          .updateTable('partners')
          .set(next)
          .where('partner_id', '=', partnerID)
          .where('allows_card', '=', row.allows_card)
          .where('allows_invoice', '=', row.allows_invoice)
          .executeTakeFirst();
        if (written.numUpdatedRows === 0n) return 'changed';
        await record(tx, {
          subject: 'partner',
          subjectID: partnerID,
          change: 'flags',
          detail: flags,
          ...who,
        });
        return {
          partnerID,
          name: row.name,
          allowsCard: next.allows_card === 1,
          allowsInvoice: next.allows_invoice === 1,
        };
      });
    },

    /**
     * Records a change made elsewhere (a partner user added by the accounts module); built on that
     * module's open transaction, the line commits with the account or not at all.
     */
    recordChange: async (c: CatalogueChange): Promise<void> => {
      await record(db, c);
    },
  };
}

export type CatalogueAdminRepository = ReturnType<typeof catalogueAdminRepository>;
