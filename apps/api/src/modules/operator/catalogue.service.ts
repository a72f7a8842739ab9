import type {
  CreatePartnerUser,
  CreatePromotion,
  OperatorPartner,
  OperatorPromotion,
  UpdatePartner,
  UpdatePromotion,
} from '@alpine/contract';
import { conflict, notFound, unprocessable } from '../../http/api-error.ts';
import type { OperatorContact } from '../../config.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import type { NewPartnerUser, PartnerUserResult } from '../accounts/partner-users.ts';
import type { CatalogueChange, PromotionRow, QuotesCatalogue } from '../quotes/quotes-port.ts';
import type { PartnerInvoicesRepository } from './partner-invoices.repository.ts';
import { invoiceCsv, invoicePdf, monthWindow, partnerInvoice } from './partner-invoice.ts';
import { errorText } from '../../i18n/errors.ts';

/** Who makes a change. */
type Operator = { operatorID: number };

/** Stored rates are negative (a discount); the operator reads and writes what is taken off. */
const toWire = (p: PromotionRow): OperatorPromotion => ({
  ...p,
  percentage: p.percentage === null ? null : -p.percentage,
  fixedAmountMinor: p.fixedAmountMinor === null ? null : -p.fixedAmountMinor,
});

const NO_PROMOTION = errorText('noPromotion');
const NO_PARTNER = errorText('noPartner');

/**
 * What the operator's catalogue needs, wired in app.ts (ADR 013): the quotes module's promotions
 * and partners (`catalogue`, and `recordChangeIn` to write a catalogue_changes line inside another
 * module's open transaction), the accounts module's partner users, and its own invoice queries.
 */
export interface CatalogueDeps {
  catalogue: QuotesCatalogue;
  recordChangeIn: (tx: DbTransaction, change: CatalogueChange) => Promise<void>;
  partnerUsers: {
    /** The e-mails of each partner's users, by partnerID. */
    partnerUserEmails(): Promise<Map<number, string[]>>;
    /**
     * Creates a partner's user (accounts/partner-users.ts createPartnerUser); `alsoInTransaction`
     * runs in the transaction that inserts the account.
     */
    create(
      u: NewPartnerUser,
      at: string,
      alsoInTransaction: (tx: DbTransaction, created: { customerID: number }) => Promise<void>,
    ): Promise<PartnerUserResult>;
  };
  invoices: PartnerInvoicesRepository;
  now: () => Date;
  operator: OperatorContact;
}

/**
 * The operator's promotions, partners and monthly partner invoices (ADR 019). Every
 * change is a catalogue_changes line with the operator and the instant.
 */
export function catalogueService(deps: CatalogueDeps) {
  const repo = deps.catalogue;
  const accounts = deps.partnerUsers;
  const invoices = deps.invoices;
  const who = (me: Operator) => ({ operatorID: me.operatorID, at: deps.now().toISOString() });
  const partner = async (partnerID: number) => {
    const p = (await repo.listPartners()).find((x) => x.partnerID === partnerID);
    if (!p) throw notFound(NO_PARTNER);
    return p;
  };
  const invoice = async (partnerID: number, month: string) => {
    const p = await partner(partnerID);
    const { from, to } = monthWindow(month);
    return partnerInvoice(p, month, await invoices.invoiceLines(partnerID, from, to));
  };

  return {
    listPromotions: async () => (await repo.listPromotions()).map(toWire),

    /** 409 when the code exists. */
    async createPromotion(p: CreatePromotion, me: Operator): Promise<OperatorPromotion> {
      const row = await repo.insertPromotion(
        {
          code: p.code,
          percentage: p.percentage == null ? null : -p.percentage,
          fixedAmountMinor: p.fixedAmountMinor == null ? null : -p.fixedAmountMinor,
          validFrom: p.validFrom,
          validTo: p.validTo,
          maxUses: p.maxUses ?? null,
        },
        who(me),
      );
      if (!row) throw conflict(errorText('promotionCodeExists', { code: p.code }));
      return toWire(row);
    },

    /**
     * Pauses or resumes a promotion, or changes its validity (YYYY-MM-DD, both days included) or
     * use limit (null: unlimited) (ADR 019). 404 unknown; 422 when the validity would end
     * before it starts or the limit would be below the uses so far; 409 when another change of
     * the promotion came in at the same moment (nothing written; reload and retry).
     */
    async updatePromotion(promotionID: number, u: UpdatePromotion, me: Operator): Promise<OperatorPromotion> {
      const current = await repo.findPromotion(promotionID);
      if (!current) throw notFound(NO_PROMOTION);
      const from = u.validFrom ?? current.validFrom;
      const until = u.validTo ?? current.validTo;
      if (from > until) {
        throw unprocessable(errorText('promotionEndsBeforeStart', { until, from }));
      }
      const belowUses = (uses: number) => unprocessable(errorText('useLimitBelowUses', { uses }));
      if (u.maxUses != null && u.maxUses < current.uses) throw belowUses(current.uses);
      const what =
        Object.keys(u).length === 1 && u.paused !== undefined ? (u.paused ? 'paused' : 'resumed') : 'updated';
      const row = await repo.updatePromotion(current, u, what, who(me));
      if (row === null) throw notFound(NO_PROMOTION);
      if (row === 'below_uses') {
        throw belowUses((await repo.findPromotion(promotionID))?.uses ?? current.uses);
      }
      if (row === 'changed') {
        throw conflict(errorText('promotionChangedMeanwhile'));
      }
      return toWire(row);
    },

    async listPartners(): Promise<OperatorPartner[]> {
      const [partners, users] = await Promise.all([repo.listPartners(), accounts.partnerUserEmails()]);
      return partners.map((p) => ({ ...p, users: users.get(p.partnerID) ?? [] }));
    },

    /**
     * 404 unknown, 422 when neither card nor invoice would stay allowed, 409 when another operator
     * changed the flags at the same moment (nothing written; reload and retry).
     */
    async updatePartner(partnerID: number, u: UpdatePartner, me: Operator): Promise<OperatorPartner> {
      const row = await repo.setPartnerFlags(partnerID, u, who(me));
      if (row === null) throw notFound(NO_PARTNER);
      if (row === 'none_left') throw unprocessable(errorText('partnerNeedsPayment'));
      if (row === 'changed') throw conflict(errorText('partnerChangedMeanwhile'));
      const users = (await accounts.partnerUserEmails()).get(partnerID) ?? [];
      return { ...row, users };
    },

    /**
     * As `npm run partner:create`: 404 unknown partner, 409 e-mail taken, 422 weak password. The
     * account and its catalogue_changes line ('user_added') are written in one transaction.
     */
    async addPartnerUser(partnerID: number, u: CreatePartnerUser, me: Operator) {
      const at = who(me);
      const created = await accounts.create({ ...u, partnerID }, at.at, (tx, { customerID }) =>
        deps.recordChangeIn(tx, {
          subject: 'partner',
          subjectID: partnerID,
          change: 'user_added',
          detail: { customerID },
          ...at,
        }),
      );
      if (!created.ok) {
        throw created.reason === 'unknown_partner'
          ? notFound(NO_PARTNER)
          : conflict(errorText('emailHasAccount'));
      }
      return { customerID: created.customerID, email: created.email, partnerID };
    },

    /** The month's invoice of a partner as CSV (404 unknown partner). */
    invoiceCsv: async (partnerID: number, month: string) => {
      const inv = await invoice(partnerID, month);
      return { number: inv.number, csv: invoiceCsv(inv) };
    },

    /** The month's invoice of a partner as PDF (404 unknown partner). */
    invoicePdf: async (partnerID: number, month: string) => {
      const inv = await invoice(partnerID, month);
      return { number: inv.number, pdf: await invoicePdf(inv, deps.operator) };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
