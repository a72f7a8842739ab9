import type { SearchItemInput } from '@alpine/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { isLanguage } from '../../../i18n/i18n.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { sendGroupRequest } from '../api/send-group-request.ts';
import { normalizeMobile, validateGroupRequest, type GroupRequestValues } from '../group-request-values.ts';

const EMPTY: GroupRequestValues = { name: '', email: '', mobile: '', message: '' };
const ORDER: (keyof GroupRequestValues)[] = ['name', 'email', 'mobile', 'message'];

/**
 * The group request form of the results page (groups of 51-99): name, e-mail, mobile (with its
 * country code; spaces, dots, dashes and a leading 00 are tidied: normalizeMobile) and an optional
 * message; the journey (route, outbound and return date and time, passengers) comes from the
 * search `items`. Checked first (each error under its field, focus on the first wrong one), then
 * POST /api/v1/group-requests in the page's language; on success the reference and the e-mail
 * address are shown (focus on the heading); a 429, a refusal (the server's sentence) or a failure
 * is said above the button. Strings from the `group` catalogue section (en, fr, es).
 */
export function GroupRequestForm({ items, pax }: { items: SearchItemInput[]; pax: number }) {
  const { t, i18n } = useTranslation();
  const form = useCheckedForm<GroupRequestValues, string>(EMPTY, ORDER, validateGroupRequest);
  const { values, setValues, errors, failure, setFailure, fields, change } = form;
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const [outbound, back] = items;

  const send = useMutation({
    mutationFn: (v: GroupRequestValues) =>
      sendGroupRequest({
        origin: { locationID: outbound?.origin.locationID ?? 0 },
        destination: { locationID: outbound?.destination.locationID ?? 0 },
        outbound: { date: outbound?.connection.date ?? '', time: outbound?.connection.time ?? '' },
        ...(back ? { return: { date: back.connection.date, time: back.connection.time } } : {}),
        pax,
        contact: { name: v.name.trim(), email: v.email.trim(), mobile: normalizeMobile(v.mobile) },
        language: isLanguage(i18n.language) ? i18n.language : 'en',
        ...(v.message.trim() ? { message: v.message.trim() } : {}),
      }),
    onSuccess: (result, v) => {
      if (result.ok) {
        setSent({ reference: result.data.reference, email: v.email.trim() });
        setValues(EMPTY);
      } else if (result.status === 429) setFailure(t('group.errors.tooMany'));
      else setFailure(result.error?.error_description ?? t('group.errors.failed'));
    },
    onError: () => setFailure(t('group.errors.failed')),
  });

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="group-options__sent" aria-live="polite">
        <h4 ref={done} tabIndex={-1}>
          {t('group.sentTitle', { reference: sent.reference })}
        </h4>
        <p>{t('group.sentText', { email: sent.email })}</p>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (form.check()) send.mutate(values);
  };
  const field = (
    name: keyof GroupRequestValues,
    opts: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email'; hint?: string } = {},
  ) => {
    const error = errors[name];
    const described = [opts.hint && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean);
    const props = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described.length ? described.join(' ') : undefined,
    };
    return (
      <div className={`field${name === 'message' ? ' group-options__message' : ''}`}>
        <label className="field__label" htmlFor={props.id}>
          {t(`group.${name}`)}
        </label>
        {name === 'message' ? (
          <textarea
            {...props}
            ref={(el) => {
              fields.current.message = el;
            }}
            className="field__control group-options__textarea"
            rows={4}
            onChange={(e) => change(name)(e.target.value)}
          />
        ) : (
          <input
            {...props}
            ref={(el) => {
              fields.current[name] = el;
            }}
            className="field__control group-options__input"
            type={opts.type ?? 'text'}
            autoComplete={opts.autoComplete}
            inputMode={opts.inputMode}
            required
            onChange={(e) => change(name)(e.target.value)}
          />
        )}
        {opts.hint && (
          <span id={`${id}-${name}-hint`} className="group-options__hint">
            {opts.hint}
          </span>
        )}
        {error && (
          <span id={`${id}-${name}-error`} className="field__error">
            {t(`group.errors.${error}`)}
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="group-options__form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('group.requestTitle')}</h4>
      <p className="group-options__lead">{t('group.requestLead', { count: pax })}</p>
      <div className="group-options__fields">
        {field('name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {field('mobile', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: t('group.mobileHint') })}
      </div>
      {field('message', { hint: t('group.messageHint') })}
      {failure && <AlertMessage tone="error">{failure}</AlertMessage>}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('group.sending') : t('group.submit')}
      </button>
    </form>
  );
}
