import type { Journey } from '../../../booking-state/journey.ts';

/** "HH:mm" -> its hour and minute, '' each when the text is not a time. */
const hourMinute = (time: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  return m ? { hour: m[1]!, minute: m[2]! } : { hour: '', minute: '' };
};

/**
 * The results page's query string (spec part 1 §2.1 query parameters: from, to, pax, departDate,
 * departTime, departMin, returnDate, returnTime, returnMin, returnPassenger, tab, sharedMode,
 * connectionType, partner) of the same search as the chosen journey `param` in private mode
 * (sharedMode=false): same route, connection dates and times (local time of the hub, as the
 * quotes carry them), passengers each way and connection mode. For the door-to-door and
 * closest-stop dialogs that tell the traveller to choose a private transfer (ADR 018). The
 * names are the search form's (features/search/search-params.ts, which this feature may not import).
 */
export function privateSearchQuery(param: Journey): string {
  const p = new URLSearchParams();
  const go = param.quote.connection;
  const back = param.return ? param.quote1?.connection : undefined;
  const out = hourMinute(go.time);
  p.set('from', String(param.originId));
  p.set('to', String(param.destinationId));
  p.set('pax', String(param.pax));
  p.set('departDate', go.date);
  p.set('departTime', out.hour);
  p.set('departMin', out.minute);
  if (back) {
    const ret = hourMinute(back.time);
    p.set('returnDate', back.date);
    p.set('returnTime', ret.hour);
    p.set('returnMin', ret.minute);
    p.set('returnPassenger', String(param.returnPax ?? param.pax));
  }
  p.set('tab', back ? '0' : '1');
  p.set('sharedMode', 'false');
  p.set('connectionType', String(go.modeID));
  const partner = param.quote.partner?.partnerID;
  if (partner) p.set('partner', String(partner));
  return p.toString();
}
