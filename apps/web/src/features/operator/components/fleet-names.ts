import type { FleetRow } from '@alpine/contract';
import { useTranslation } from 'react-i18next';

/**
 * A fleet row's name in the page language (ADR 022): "Geneva, Standard class, Saloon"; a coach row
 * has one size, so "Geneva, Coach".
 */
export function useFleetRowName() {
  const { t } = useTranslation('operator');
  return (r: Pick<FleetRow, 'baseName' | 'vehicleClass' | 'size'>) =>
    [
      r.baseName,
      t(`fleet.classes.${r.vehicleClass}`),
      r.size && r.vehicleClass !== 'coach' ? t(`fleet.sizes.${r.size}`) : null,
    ]
      .filter(Boolean)
      .join(', ');
}
