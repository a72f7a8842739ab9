import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldError, Form, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { light } from '@alpine/contract/light';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { sendContactMessage } from './api/send-contact-message.ts';
import { validateContact, type ContactValues } from './contact-validation.ts';
import './contact-form.css';

const EMPTY: ContactValues = {
  name: '',
  email: '',
  subject: '',
  bookingReference: '',
  message: '',
  website: '',
};
const ORDER: (keyof ContactValues)[] = ['name', 'email', 'subject', 'bookingReference', 'message'];
/** The draft as stored (STORAGE_KEYS.contactDraft): the typed fields, the honeypot left out. */
const DraftSchema = light.object({
  name: light.string(),
  email: light.string(),
  subject: light.string(),
  bookingReference: light.string(),
  message: light.string(),
});
const readDraft = (): ContactValues => {
  const draft = readStored(STORAGE_KEYS.contactDraft, DraftSchema, 'session');
  return draft ? { ...draft, website: '' } : EMPTY;
};

/**
 * The contact form of the contact-us page (ADR 015), rendered lazily by the content page where
 * its Markdown has the marker; takes no props. Fields: name, e-mail, subject (optional), booking
 * reference (optional), message, and the honeypot `website`, hidden from people and screen
 * readers. Checks the fields first (contact-validation.ts; each error shown under its field, the
 * focus on the first wrong one), then POSTs /api/v1/contact with the page's language; on success
 * shows a confirmation naming the e-mail address (focus on its heading), on a 429 or a failure a
 * message above the button. Every string from the `contact` catalogue namespace (en, fr, es).
 * What is typed is kept as a draft in sessionStorage (STORAGE_KEYS.contactDraft), so that a
 * language switch or a reload does not lose it; sending it removes it.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  // what was typed before a language switch or a reload comes back (sessionStorage)
  const form = useCheckedForm<ContactValues, 'tooMany' | 'failed'>(readDraft, ORDER, validateContact);
  const { values, setValues, errors, failure, setFailure, fields, change } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);

  const send = useMutation({
    mutationFn: (v: ContactValues) =>
      sendContactMessage(
        {
          name: v.name.trim(),
          email: v.email.trim(),
          message: v.message.trim(),
          website: v.website,
          ...(v.subject.trim() ? { subject: v.subject.trim() } : {}),
          ...(v.bookingReference.trim() ? { bookingReference: v.bookingReference.trim().toUpperCase() } : {}),
        },
        i18n.language,
      ),
    onSuccess: (result, v) => {
      if (result.ok) {
        setSentTo(v.email.trim());
        setValues(EMPTY);
        removeStored(STORAGE_KEYS.contactDraft, 'session');
      } else setFailure(result.status === 429 ? 'tooMany' : 'failed');
    },
    onError: () => setFailure('failed'),
  });

  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  // the typed fields as the draft (the honeypot left out); none once sent (values back to EMPTY)
  useEffect(() => {
    if (values === EMPTY) return;
    const { name, email, subject, bookingReference, message } = values;
    writeStored(STORAGE_KEYS.contactDraft, { name, email, subject, bookingReference, message }, 'session');
  }, [values]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (form.check()) send.mutate(values);
  };

  if (sentTo) {
    return (
      <section className="contact-form contact-form--done" aria-live="polite">
        <h2 ref={done} tabIndex={-1}>
          {t('contact.successTitle')}
        </h2>
        <p>{t('contact.successText', { email: sentTo })}</p>
        <button type="button" className="button button--outline" onClick={() => setSentTo(null)}>
          {t('contact.another')}
        </button>
      </section>
    );
  }

  const field = (
    name: keyof ContactValues,
    label: string,
    opts: { type?: string; autoComplete?: string; hint?: string; required?: boolean } = {},
  ) => (
    <TextField
      className="field"
      value={values[name]}
      onChange={change(name)}
      isInvalid={!!errors[name]}
      isRequired={opts.required}
      validationBehavior="aria"
      type={opts.type ?? 'text'}
      autoComplete={opts.autoComplete}
    >
      <Label className="field__label">{label}</Label>
      <Input
        ref={(el) => {
          fields.current[name] = el;
        }}
        className="field__control booking-input"
        name={name}
      />
      {opts.hint && (
        <Text slot="description" className="contact-form__hint">
          {opts.hint}
        </Text>
      )}
      <FieldError className="field__error">
        {errors[name] ? t(`contact.errors.${errors[name]}`) : ''}
      </FieldError>
    </TextField>
  );

  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.title')}</h2>
      <p className="contact-form__lead">{t('contact.lead')}</p>
      <Form onSubmit={submit} validationBehavior="aria">
        <div className="contact-form__grid">
          {field('name', t('contact.name'), { autoComplete: 'name', required: true })}
          {field('email', t('contact.email'), { type: 'email', autoComplete: 'email', required: true })}
          {field('subject', t('contact.subject'))}
          {field('bookingReference', t('contact.bookingReference'), {
            hint: t('contact.bookingReferenceHint'),
          })}
        </div>
        <TextField
          className="field contact-form__message"
          value={values.message}
          onChange={change('message')}
          isInvalid={!!errors.message}
          isRequired
          validationBehavior="aria"
        >
          <Label className="field__label">{t('contact.message')}</Label>
          <TextArea
            ref={(el) => {
              fields.current.message = el;
            }}
            className="field__control contact-form__textarea"
            name="message"
            rows={6}
          />
          <FieldError className="field__error">
            {errors.message ? t(`contact.errors.${errors.message}`) : ''}
          </FieldError>
        </TextField>
        {/* The honeypot (ADR 015): off screen, out of the tab order and hidden from screen readers. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label>
            {t('contact.honeypot')}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
            />
          </label>
        </div>
        {failure && (
          <p className="contact-form__failure" role="alert">
            {t(`contact.errors.${failure}`)}
          </p>
        )}
        <button type="submit" className="button button--primary" aria-disabled={send.isPending || undefined}>
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </button>
      </Form>
    </section>
  );
}
