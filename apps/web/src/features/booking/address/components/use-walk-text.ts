import { useTranslation } from 'react-i18next';
import type { WalkingRoute } from '../api/get-walking-route.ts';

/** The closest-stop list's walk, "350 m · 5 min on foot" or "1.4 km · …", in the page's language (Intl; ADR 018). */
export function useWalkText() {
  const { t, i18n } = useTranslation();
  return (route: WalkingRoute | null) => {
    if (!route) return t('closestStop.noRoute');
    const km = route.metres >= 1000;
    const distance = new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: km ? 'kilometer' : 'meter',
      maximumFractionDigits: km ? 1 : 0,
    }).format(km ? route.metres / 1000 : route.metres);
    const duration = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'minute' }).format(
      route.seconds === 0 ? 0 : Math.max(1, Math.round(route.seconds / 60)),
    );
    return t('closestStop.walk', { distance, duration });
  };
}
