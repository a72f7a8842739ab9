import { randomUUID } from 'node:crypto';
import type { GroupRequest, GroupRequestCreated, OperatorGroupRequest } from '@alpine/contract';
import { addDays, languageOr, localDate } from '@alpine/domain';
import { notFound, unprocessable } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  renderGroupRequestAcknowledgement,
  renderGroupRequestAnswer,
  renderGroupRequestToOperator,
} from '../mail/templates/group-request.ts';
import type { GroupRequestPlaces } from './group-request-ports.ts';
import { presentGroupRequests } from './group-request-view.ts';
import { newGroupRequestReference } from './group-request-reference.ts';
import type { GroupRequestRow, GroupRequestsRepository } from './group-requests.repository.ts';

/** How far ahead a group may ask, days from today at the origin (as far as the search sells). */
export const GROUP_MAX_DAYS_AHEAD = 550;

/**
 * Group requests (51-99 passengers; spec part 1 §5, §9 offer them and no private transfer carries
 * them): `create` checks the route and dates, stores the request and records, in the SAME
 * transaction, the operator's copy (OPERATOR_EMAIL, Reply-To the traveller, English) and the
 * traveller's acknowledgement (the request's language) in the mail outbox (ADR 009), then
 * delivers both. `list` gives the console the requests with their answers; `answer` e-mails the
 * operator's text to the traveller and records who answered and when, in one transaction.
 * Errors: 422 unprocessable (unknown place, same ends, no route, date past or too far, return
 * before outbound), 404 not_found (answer to an unknown request).
 */
export function groupRequestsService(deps: {
  repository: GroupRequestsRepository;
  places: GroupRequestPlaces;
  mail: Pick<MailService, 'recordIn' | 'deliverKey' | 'operator'>;
  now: () => Date;
}) {
  const { repository, places, mail, now } = deps;

  async function checkJourney(r: GroupRequest) {
    const [origin, destination] = await Promise.all([
      places.get(r.origin.locationID, r.language),
      places.get(r.destination.locationID, r.language),
    ]);
    if (!origin) throw unprocessable(errorText('outboundOriginUnknown', { locationID: r.origin.locationID }));
    if (!destination) {
      throw unprocessable(errorText('outboundDestinationUnknown', { locationID: r.destination.locationID }));
    }
    if (origin.locationID === destination.locationID) throw unprocessable(errorText('outboundSameEnds'));
    if (!(await places.servesRoute(origin.locationID, destination.locationID))) {
      throw unprocessable(errorText('groupNoRoute'));
    }
    const today = localDate(now(), origin.timeZone);
    const last = addDays(today, GROUP_MAX_DAYS_AHEAD);
    const back = r.return;
    const legs: ['outbound' | 'return', { date: string }, string][] = [['outbound', r.outbound, today]];
    if (back) legs.push(['return', back, localDate(now(), destination.timeZone)]);
    for (const [leg, { date }, since] of legs) {
      if (date < since) throw unprocessable(errorText(`${leg}DatePast`, { date }));
      if (date > last)
        throw unprocessable(errorText(`${leg}DateTooFar`, { date, days: GROUP_MAX_DAYS_AHEAD }));
    }
    if (back && back.date < r.outbound.date) throw unprocessable(errorText('returnBeforeOutbound'));
    return { origin, destination };
  }

  /** A reference no request has yet (a clash of 30 random bits is rare; a few tries suffice). */
  async function freshReference(): Promise<string> {
    for (let i = 0; i < 5; i++) {
      const reference = newGroupRequestReference();
      if (!(await repository.referenceTaken(reference))) return reference;
    }
    throw new Error('no free group request reference after 5 tries');
  }

  const toAnswerMail = (row: GroupRequestRow) => ({
    reference: row.reference,
    language: languageOr(row.language),
  });

  return {
    /**
     * The 422 checks of `create` alone (unknown place, same ends, no route, date past or too far,
     * return before outbound), so that the route counts only requests that pass them (ADR 011).
     */
    async check(r: GroupRequest): Promise<void> {
      await checkJourney(r);
    },

    /** Stores a request and queues its two e-mails in one transaction; 201's { groupRequestID, reference }. */
    async create(r: GroupRequest): Promise<GroupRequestCreated> {
      const { origin, destination } = await checkJourney(r);
      const reference = await freshReference();
      const message = r.message ? r.message : null;
      const english = await Promise.all([places.get(origin.locationID), places.get(destination.locationID)]);
      const mailOf = (originName: string, destinationName: string) => ({
        reference,
        originName,
        destinationName,
        outbound: r.outbound,
        return: r.return ?? null,
        pax: r.pax,
        contact: r.contact,
        language: r.language,
        message,
      });
      const keys = { operator: `group-request:${reference}:operator`, ack: `group-request:${reference}:ack` };
      const groupRequestID = await repository.inTransaction(async (tx) => {
        const id = await repository.insert(tx, {
          reference,
          origin_id: origin.locationID,
          destination_id: destination.locationID,
          outbound_date: r.outbound.date,
          outbound_time: r.outbound.time,
          return_date: r.return?.date ?? null,
          return_time: r.return?.time ?? null,
          pax: r.pax,
          name: r.contact.name,
          email: r.contact.email,
          mobile: r.contact.mobile,
          language: r.language,
          message,
          received_at: now().toISOString(),
          answered_at: null,
        });
        await mail.recordIn(tx, {
          ...renderGroupRequestToOperator(
            mailOf(english[0]?.name ?? origin.name, english[1]?.name ?? destination.name),
          ),
          to: mail.operator.email,
          replyTo: r.contact.email,
          dedupKey: keys.operator,
        });
        await mail.recordIn(tx, {
          ...renderGroupRequestAcknowledgement(mailOf(origin.name, destination.name), mail.operator),
          to: r.contact.email,
          dedupKey: keys.ack,
        });
        return id;
      });
      await mail.deliverKey(keys.operator);
      await mail.deliverKey(keys.ack);
      return { groupRequestID, reference };
    },

    /** The console's list: the latest requests, newest first, each with its answers (oldest first). */
    async list(): Promise<OperatorGroupRequest[]> {
      const { requests, answers } = await repository.listWithAnswers();
      return presentGroupRequests(requests, answers, places);
    },

    /**
     * E-mails `text` to the request's traveller (in its language, Reply-To OPERATOR_EMAIL) and
     * records the answer with the operator and the instant, in one transaction; 404 for an unknown id.
     */
    async answer(
      groupRequestID: number,
      text: string,
      by: { operatorID: number; email: string },
    ): Promise<OperatorGroupRequest> {
      const sentAt = now().toISOString();
      const key = await repository.inTransaction(async (tx) => {
        const row = await repository.find(groupRequestID, tx);
        if (!row) throw notFound(errorText('groupRequestNotFound', { groupRequestID }));
        await repository.addAnswer(tx, {
          group_request_id: groupRequestID,
          operator_id: by.operatorID,
          operator_email: by.email,
          text,
          sent_at: sentAt,
        });
        const dedupKey = `group-request:${row.reference}:answer:${randomUUID()}`;
        await mail.recordIn(tx, {
          ...renderGroupRequestAnswer(toAnswerMail(row), text, mail.operator),
          to: row.email,
          replyTo: mail.operator.email,
          dedupKey,
        });
        return dedupKey;
      });
      await mail.deliverKey(key);
      const { requests, answers } = await repository.withAnswers(groupRequestID);
      const [answered] = await presentGroupRequests(requests, answers, places);
      if (!answered) throw notFound(errorText('groupRequestNotFound', { groupRequestID }));
      return answered;
    },
  };
}
export type GroupRequestsService = ReturnType<typeof groupRequestsService>;
