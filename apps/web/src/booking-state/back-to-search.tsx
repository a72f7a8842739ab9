import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { light, type Infer } from '@alpine/contract/light';
import { AlertMessage } from '../components/ui/alert-message.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';

/**
 * Why a booking step sent the traveller back to the search (docs/architecture.md §1): no journey in
 * navigation or storage ('missing'), or one that does not parse ('invalid': stale or tampered).
 */
const JourneyNoticeSchema = light.object({ journeyNotice: light.enumOf(['missing', 'invalid']) });
type JourneyNotice = Infer<typeof JourneyNoticeSchema>;

const MESSAGE_KEYS: Record<JourneyNotice['journeyNotice'], string> = {
  missing: 'bookingFlow.missingText',
  invalid: 'bookingFlow.sessionInvalid',
};

/**
 * Rendered by a booking step whose state is missing or does not parse: replaces the page with the
 * search (home, in the page's language) carrying the reason, which JourneyNoticeMessage shows there.
 */
export function BackToSearch({ reason }: { reason: JourneyNotice['journeyNotice'] }) {
  const localized = useLocalizedPath();
  const state: JourneyNotice = { journeyNotice: reason };
  return <Navigate to={localized('/')} replace state={state} />;
}

/** On the search page: the message of a step that sent the traveller back (parsed navigation state). */
export function JourneyNoticeMessage() {
  const { t } = useTranslation();
  const parsed = JourneyNoticeSchema.safeParse(useLocation().state);
  if (!parsed.success) return null;
  return <AlertMessage>{t(MESSAGE_KEYS[parsed.data.journeyNotice])}</AlertMessage>;
}
