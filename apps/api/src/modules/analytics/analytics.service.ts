import type { AnalyticsEvent } from '@alpine/contract';
import type { AnalyticsRepository, FunnelRow } from './analytics.repository.ts';

/**
 * First-party analytics (ADR 016; spec part 2 §2.10, §7): stores the events the site sends
 * after the traveller chose 'I understand' (the site sends nothing otherwise), and answers the
 * booking funnel for the operator. `now` is the server's clock (the arrival instant).
 */
export function analyticsService(deps: { repository: AnalyticsRepository; now: () => Date }) {
  return {
    /** Stores `event` as received now; `step` is kept only on booking_step_completed. */
    async record(event: AnalyticsEvent): Promise<void> {
      await deps.repository.insert({
        type: event.type,
        path: event.path,
        step: event.type === 'booking_step_completed' ? (event.step ?? null) : null,
        bookingReference: event.bookingReference ?? null,
        occurredAt: new Date(event.at),
        receivedAt: deps.now(),
      });
    },

    /** Events per UTC day, type and step for arrivals in [from, to) (the operator's funnel, ADR 019). */
    funnel(from: Date, to: Date): Promise<FunnelRow[]> {
      return deps.repository.funnel(from, to);
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
