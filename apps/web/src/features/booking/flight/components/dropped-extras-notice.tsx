import type { ExtraKey } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../../components/ui/alert-message.tsx';

/**
 * Says which extras did not come along when another departure or transfer was chosen after adding
 * them (carry-extras.ts; ADR 017 "Gaps the spec leaves, filled"): their names as the counters show
 * them ('Flexi ticket' for flexi), joined per the page's language (Intl.ListFormat). Nothing when
 * none was dropped.
 */
export function DroppedExtrasNotice({ dropped }: { dropped: ExtraKey[] }) {
  const { t, i18n } = useTranslation();
  if (dropped.length === 0) return null;
  const names = dropped.map((key) => (key === 'flexi' ? t('flight.flexiTitle') : t(`extras.${key}.name`)));
  const items = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
  return <AlertMessage>{t('flight.extrasDropped', { items })}</AlertMessage>;
}
