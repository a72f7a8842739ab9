import type { OperatorGroupRequest } from '@alpine/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useGroupRequestReply, useGroupRequests } from '../api/operator-group-requests.ts';
import { useOperatorFormat } from './operator-format.ts';

/**
 * The answer form of one group request: a text of 2-5000 characters e-mailed to the traveller
 * (POST .../group-requests/{groupRequestID}/reply); says when it is sent, or why not.
 */
function ReplyForm({ request }: { request: OperatorGroupRequest }) {
  const { t } = useTranslation('operator');
  const reply = useGroupRequestReply();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (text.trim().length < 2) return setMissing(true);
    reply.mutate(
      { groupRequestID: request.groupRequestID, text: text.trim() },
      { onSuccess: () => setText('') },
    );
  };
  return (
    <form className="operator-decline" onSubmit={submit}>
      <label htmlFor={id}>{t('groups.reply', { email: request.contact.email })}</label>
      <textarea
        id={id}
        value={text}
        maxLength={5000}
        rows={4}
        aria-invalid={missing || undefined}
        onChange={(e) => {
          setText(e.target.value);
          setMissing(false);
        }}
      />
      {missing && <AlertMessage tone="error">{t('groups.required')}</AlertMessage>}
      {reply.isError && <AlertMessage tone="error">{reply.error.message}</AlertMessage>}
      <p role="status" className="operator-status">
        {reply.isSuccess ? t('groups.sent', { email: request.contact.email }) : ''}
      </p>
      <div className="operator-actions">
        <button type="submit" className="button button--primary" disabled={reply.isPending}>
          {t('groups.send')}
        </button>
      </div>
    </form>
  );
}

/** One group request: journey, passengers, contact, message, state, the answers sent (history) and the reply form. */
function GroupRequestCard({ request: r }: { request: OperatorGroupRequest }) {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const headingID = useId();
  const leg = (l: { date: string; time: string }) => `${format.date(l.date)} ${l.time}`;
  return (
    <article className="operator-card" aria-labelledby={headingID}>
      <header className="operator-card__head">
        <h2 id={headingID}>
          {r.reference} · {r.contact.name}
        </h2>
        <p className="operator-card__total">{t('pax', { count: r.pax })}</p>
      </header>
      <p>
        <strong>
          {r.origin.locationName} → {r.destination.locationName}
        </strong>
        <br />
        {t('groups.outbound', { when: leg(r.outbound) })}
        {r.return && (
          <>
            <br />
            {t('groups.return', { when: leg(r.return) })}
          </>
        )}
      </p>
      <p className="operator-muted">
        {r.contact.email} · {r.contact.mobile} · {t(`languages.${r.language}`, { defaultValue: r.language })}
      </p>
      <p className="operator-muted">{t('groups.received', { at: format.instant(r.receivedAt) })}</p>
      {r.message && <blockquote className="operator-group__message">{r.message}</blockquote>}
      <p>
        <strong>
          {r.answeredAt ? t('groups.answered', { at: format.instant(r.answeredAt) }) : t('groups.unanswered')}
        </strong>
      </p>
      {r.answers.length > 0 && (
        <section aria-label={t('groups.history')}>
          <h3>{t('groups.history')}</h3>
          <ol className="operator-group__answers">
            {r.answers.map((a, i) => (
              <li key={i}>
                <p className="operator-muted">
                  {t('groups.answeredBy', { email: a.operatorEmail, at: format.instant(a.sentAt) })}
                </p>
                <p className="operator-group__message">{a.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <ReplyForm request={r} />
    </article>
  );
}

/**
 * /operator/group-requests: requests of groups of 51-99 passengers sent from the results page,
 * newest first, each with its journey, contact, message, whether and when it was answered, the
 * answers sent (who, when, what) and a form that e-mails an answer to the traveller.
 */
export function GroupRequestsScreen() {
  const { t } = useTranslation('operator');
  const requests = useGroupRequests();
  return (
    <section aria-labelledby="operator-groups-title">
      <h1 id="operator-groups-title">{t('groups.title')}</h1>
      <p className="operator-muted">{t('groups.lead')}</p>
      {requests.isPending && <p>{t('loading')}</p>}
      {requests.isError && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
      {requests.data?.length === 0 && <p>{t('groups.empty')}</p>}
      <div className="operator-list">
        {requests.data?.map((r) => (
          <GroupRequestCard key={r.groupRequestID} request={r} />
        ))}
      </div>
    </section>
  );
}
