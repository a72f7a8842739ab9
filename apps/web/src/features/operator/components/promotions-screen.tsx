import type { OperatorPromotion, UpdatePromotion } from '@alpine/contract';
import { promotionStatus, type PromotionStatus } from '@alpine/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { usePromotionChange, usePromotions } from '../api/operator-commerce.ts';
import { alpsToday } from './operator-format.ts';
import { OperatorTable } from './table-scroll.tsx';

/** The promotion's rate as the operator reads it: "10 %" or "15.00 off" (in the quote's currency). */
function Rate({ p }: { p: OperatorPromotion }) {
  const { t, i18n } = useTranslation('operator');
  if (p.percentage !== null) return <>{t('promotions.percentOff', { value: p.percentage })}</>;
  const amount = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 }).format(
    (p.fixedAmountMinor ?? 0) / 100,
  );
  return <>{t('promotions.amountOff', { value: amount })}</>;
}

/** The create form (ADR 019): code, percentage or amount, validity, use limit. */
function CreatePromotionForm() {
  const { t } = useTranslation('operator');
  const change = usePromotionChange();
  const [kind, setKind] = useState<'percentage' | 'amount'>('percentage');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const value = Number(f.get('value'));
    const maxUses = String(f.get('maxUses') ?? '').trim();
    change.mutate({
      create: {
        code: String(f.get('code') ?? ''),
        percentage: kind === 'percentage' ? value : null,
        fixedAmountMinor: kind === 'amount' ? Math.round(value * 100) : null,
        validFrom: String(f.get('validFrom') ?? ''),
        validTo: String(f.get('validTo') ?? ''),
        maxUses: maxUses === '' ? null : Number(maxUses),
      },
    });
  };
  return (
    <form className="operator-card operator-form" onSubmit={submit}>
      <h2>{t('promotions.create')}</h2>
      <label>
        {t('promotions.code')}
        <input name="code" required minLength={3} maxLength={32} pattern="[A-Za-z0-9-]{3,32}" />
      </label>
      <label>
        {t('promotions.kind')}
        <select value={kind} onChange={(e) => setKind(e.target.value === 'amount' ? 'amount' : 'percentage')}>
          <option value="percentage">{t('promotions.kindPercentage')}</option>
          <option value="amount">{t('promotions.kindAmount')}</option>
        </select>
      </label>
      <label>
        {kind === 'percentage' ? t('promotions.percentage') : t('promotions.amount')}
        <input
          name="value"
          type="number"
          required
          min={kind === 'percentage' ? 1 : 0.01}
          max={kind === 'percentage' ? 99 : 10000}
          step={kind === 'percentage' ? 1 : 0.01}
        />
      </label>
      <label>
        {t('promotions.validFrom')}
        <input name="validFrom" type="date" required />
      </label>
      <label>
        {t('promotions.validTo')}
        <input name="validTo" type="date" required />
      </label>
      <label>
        {t('promotions.maxUses')}
        <input name="maxUses" type="number" min={1} step={1} placeholder={t('promotions.noLimit')} />
      </label>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('promotions.submit')}
      </button>
      {change.isError && <AlertMessage tone="error">{change.error.message}</AlertMessage>}
      {change.isSuccess && <p role="status">{t('promotions.created', { code: change.data.code })}</p>}
    </form>
  );
}

/**
 * What the edit form changes, or why not (checked before sending, as the server checks it): only
 * the fields that differ from `p`; 'backwards' when the validity (YYYY-MM-DD, both days included)
 * would end before it starts, 'belowUses' when the limit would be below the uses so far. An empty
 * limit is none (unlimited).
 */
export function promotionEdit(
  p: OperatorPromotion,
  form: { validFrom: string; validTo: string; maxUses: string },
): UpdatePromotion | 'backwards' | 'belowUses' {
  if (form.validTo < form.validFrom) return 'backwards';
  const maxUses = form.maxUses.trim() === '' ? null : Number(form.maxUses);
  if (maxUses !== null && maxUses < p.uses) return 'belowUses';
  return {
    ...(form.validFrom === p.validFrom ? {} : { validFrom: form.validFrom }),
    ...(form.validTo === p.validTo ? {} : { validTo: form.validTo }),
    ...(maxUses === p.maxUses ? {} : { maxUses }),
  };
}

/**
 * The edit form of one promotion (ADR 019): its validity and use limit (empty: no limit),
 * never below the uses so far. Sends only what changed (PATCH .../promotions/{promotionID});
 * a 409 (another operator changed it meanwhile) says so, and the list reloads with what is stored.
 */
function EditPromotionForm({ p, onDone }: { p: OperatorPromotion; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const change = usePromotionChange();
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleID = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const edit = promotionEdit(p, {
      validFrom: String(f.get('validFrom') ?? ''),
      validTo: String(f.get('validTo') ?? ''),
      maxUses: String(f.get('maxUses') ?? ''),
    });
    if (edit === 'backwards') return setRefusal(t('promotions.endsBeforeStart'));
    if (edit === 'belowUses') return setRefusal(t('promotions.belowUses', { uses: p.uses }));
    setRefusal(null);
    if (Object.keys(edit).length === 0) return onDone();
    change.mutate({ promotionID: p.promotionID, change: edit }, { onSuccess: onDone });
  };
  const failure = !change.isError
    ? null
    : change.error instanceof ApiRequestError && change.error.status === 409
      ? t('promotions.changedMeanwhile')
      : change.error.message;
  return (
    <form className="operator-form operator-form--inline" aria-labelledby={titleID} onSubmit={submit}>
      <h2 id={titleID}>{t('promotions.editTitle', { code: p.code })}</h2>
      <label>
        {t('promotions.validFrom')}
        <input name="validFrom" type="date" required defaultValue={p.validFrom} />
      </label>
      <label>
        {t('promotions.validTo')}
        <input name="validTo" type="date" required defaultValue={p.validTo} />
      </label>
      <div className="operator-form__field">
        <label>
          {t('promotions.maxUses')}
          <input
            name="maxUses"
            type="number"
            // the uses so far are checked on submit, with a sentence (promotionEdit)
            min={1}
            step={1}
            defaultValue={p.maxUses ?? ''}
            placeholder={t('promotions.noLimit')}
            aria-describedby={`${titleID}-limit`}
          />
        </label>
        <small id={`${titleID}-limit`}>
          {p.uses > 0 ? t('promotions.limitHintUses', { uses: p.uses }) : t('promotions.limitHint')}
        </small>
      </div>
      <div className="operator-row-actions">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('promotions.save')}
        </button>
        <button type="button" className="button button--outline" onClick={onDone}>
          {t('promotions.cancel')}
        </button>
      </div>
      {refusal && <AlertMessage tone="error">{refusal}</AlertMessage>}
      {failure && <AlertMessage tone="error">{failure}</AlertMessage>}
    </form>
  );
}

/**
 * One promotion: rate, validity, uses of its limit, and its status on `today` (the Alps' local day,
 * 'YYYY-MM-DD'): paused, not yet valid, expired, used up or active, as the quote search judges it
 * (@alpine/domain promotionStatus; ADR 019); pause or resume, and edit.
 */
function PromotionRow({ p, today }: { p: OperatorPromotion; today: string }) {
  const { t } = useTranslation('operator');
  const change = usePromotionChange();
  const [editing, setEditing] = useState(false);
  const formID = useId();
  const status = promotionStatus(p, today);
  const label: Record<PromotionStatus, string> = {
    paused: t('promotions.paused'),
    notYetValid: t('promotions.notYetValid'),
    expired: t('promotions.expired'),
    usedUp: t('promotions.usedUp'),
    active: t('promotions.active'),
  };
  return (
    <>
      <tr className={status === 'active' ? undefined : 'is-closed'}>
        <td>
          <strong>{p.code}</strong>
        </td>
        <td>
          <Rate p={p} />
        </td>
        <td>{t('promotions.validity', { from: p.validFrom, to: p.validTo })}</td>
        <td>
          {p.maxUses === null
            ? t('promotions.usesUnlimited', { uses: p.uses })
            : t('promotions.usesOf', { uses: p.uses, max: p.maxUses })}
        </td>
        <td>{label[status]}</td>
        <td>
          <div className="operator-row-actions">
            <button
              type="button"
              className="button button--outline button--small"
              disabled={change.isPending}
              aria-label={
                p.paused
                  ? t('promotions.resumeCode', { code: p.code })
                  : t('promotions.pauseCode', { code: p.code })
              }
              onClick={() => change.mutate({ promotionID: p.promotionID, change: { paused: !p.paused } })}
            >
              {p.paused ? t('promotions.resume') : t('promotions.pause')}
            </button>
            <button
              type="button"
              className="button button--outline button--small"
              aria-label={t('promotions.editCode', { code: p.code })}
              aria-expanded={editing}
              aria-controls={editing ? formID : undefined}
              onClick={() => setEditing((open) => !open)}
            >
              {t('promotions.edit')}
            </button>
          </div>
          {change.isError && <AlertMessage tone="error">{change.error.message}</AlertMessage>}
        </td>
      </tr>
      {editing && (
        <tr id={formID}>
          <td colSpan={6}>
            <EditPromotionForm p={p} onDone={() => setEditing(false)} />
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The promotions screen (ADR 019): every code with its usage and status today in the Alps,
 * pause or resume, its validity and use limit edited in place, and the create form.
 */
export function PromotionsScreen() {
  const { t } = useTranslation('operator');
  const promotions = usePromotions();
  const today = alpsToday();
  return (
    <section aria-labelledby="operator-promotions-title">
      <h1 id="operator-promotions-title">{t('promotions.title')}</h1>
      {promotions.isPending && <p>{t('loading')}</p>}
      {promotions.isError && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
      {promotions.data && (
        <OperatorTable
          caption={t('promotions.list')}
          columns={[
            t('promotions.code'),
            t('promotions.rate'),
            t('promotions.valid'),
            t('promotions.uses'),
            t('promotions.state'),
            t('departures.actions'),
          ]}
        >
          {promotions.data.map((p) => (
            <PromotionRow key={p.promotionID} p={p} today={today} />
          ))}
        </OperatorTable>
      )}
      <CreatePromotionForm />
    </section>
  );
}
