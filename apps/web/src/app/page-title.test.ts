import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAllLanguages } from '../i18n/i18n.ts';
import { pageTitle } from './page-title.ts';

describe('page titles per page and language (docs/architecture.md §6)', () => {
  beforeAll(() => loadAllLanguages());
  const t = (language: string) =>
    i18n.getFixedT(language) as (k: string, o?: Record<string, string>) => string;

  it('booking steps and account pages have their own title in each language', () => {
    expect(pageTitle('/booking-flight', false, t('en'))).toBe('Flight and extras – Alpine Transfers');
    expect(pageTitle('/fr/booking-flight', false, t('fr'))).toBe('Vol et options – Alpine Transfers');
    expect(pageTitle('/es/booking-flight', false, t('es'))).toBe('Vuelo y extras – Alpine Transfers');
    expect(pageTitle('/fr/my-account/bookings', false, t('fr'))).toBe('Mes réservations – Alpine Transfers');
    expect(pageTitle('/es/my-account/find-booking/', false, t('es'))).toBe(
      'Buscar mi reserva – Alpine Transfers',
    );
  });

  it('home has the site title of its language; a not-found page says so', () => {
    expect(pageTitle('/', false, t('en'))).toBe(t('en')('meta.title'));
    expect(pageTitle('/fr', false, t('fr'))).toBe(t('fr')('meta.title'));
    expect(pageTitle('/fr', false, t('fr'))).not.toBe(t('en')('meta.title'));
    expect(pageTitle('/nowhere', true, t('es'))).toBe('Página no encontrada – Alpine Transfers');
  });

  it('a page the table does not name keeps the title it sets itself', () => {
    expect(pageTitle('/faqs-help', false, t('en'))).toBeNull();
  });
});
