import type { OperatorGroupRequest } from '@alpine/contract';
import type { GroupRequestPlaces } from './group-request-ports.ts';
import type { GroupRequestAnswerRow, GroupRequestRow } from './group-requests.repository.ts';

/**
 * Stored group requests as the console reads them (OperatorGroupRequestSchema): the places'
 * English names (the operator's language; '#id' for a place no longer listed), dates and times as
 * stored (local), instants ISO UTC, and each request's answers in the order given (oldest first).
 */
export async function presentGroupRequests(
  requests: GroupRequestRow[],
  answers: GroupRequestAnswerRow[],
  places: Pick<GroupRequestPlaces, 'get'>,
): Promise<OperatorGroupRequest[]> {
  const ids = [...new Set(requests.flatMap((r) => [r.origin_id, r.destination_id]))];
  const found = await Promise.all(ids.map((id) => places.get(id)));
  const names = new Map(ids.map((id, i) => [id, found[i]?.name ?? `#${id}`]));
  const place = (id: number) => ({ locationID: id, locationName: names.get(id) ?? `#${id}` });
  return requests.map((r) => ({
    groupRequestID: r.group_request_id,
    reference: r.reference,
    origin: place(r.origin_id),
    destination: place(r.destination_id),
    outbound: { date: r.outbound_date, time: r.outbound_time },
    return: r.return_date && r.return_time ? { date: r.return_date, time: r.return_time } : null,
    pax: r.pax,
    contact: { name: r.name, email: r.email, mobile: r.mobile },
    language: r.language,
    message: r.message,
    receivedAt: r.received_at,
    answeredAt: r.answered_at,
    answers: answers
      .filter((a) => a.group_request_id === r.group_request_id)
      .map((a) => ({ text: a.text, operatorEmail: a.operator_email, sentAt: a.sent_at })),
  }));
}
