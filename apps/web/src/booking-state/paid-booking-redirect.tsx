import { Navigate } from 'react-router';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import type { SuccessState } from './journey.ts';

/**
 * Replaces a step of a paid booking (reached with Back after paying) by the booking's summary on
 * /booking-success (docs/architecture.md §7): the history entry is replaced, so Back never shows that step
 * again.
 */
export function PaidBookingRedirect({ paid }: { paid: SuccessState }) {
  const localized = useLocalizedPath();
  return <Navigate to={localized('/booking-success')} state={paid} replace />;
}
