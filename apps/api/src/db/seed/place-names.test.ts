import { describe, expect, it } from 'vitest';
import { addresses } from './addresses.ts';
import { locations } from './locations.ts';
import { placeNames, TRANSLATED_ENGLISH_NAMES } from './place-names.ts';

describe('seeded place names (docs/architecture.md §6)', () => {
  it('every translated English name is a seeded location or stop (a renamed place fails here)', () => {
    const locationNames = new Set(locations.map((l) => l.name));
    const stopNames = new Set(addresses.map((a) => a.organisation));
    for (const name of TRANSLATED_ENGLISH_NAMES.locations) expect(locationNames, name).toContain(name);
    for (const name of TRANSLATED_ENGLISH_NAMES.addresses) expect(stopNames, name).toContain(name);
  });

  it('every airport, station and city centre has a French and a Spanish name that differs from English', () => {
    // Annecy is a town with one name in every language.
    const hubs = locations.filter((l) => l.kind !== 'resort' && l.name !== 'Annecy');
    for (const l of hubs) {
      for (const language of ['fr', 'es']) {
        const row = placeNames.find(
          (r) => r.kind === 'location' && r.placeID === l.locationID && r.language === language,
        );
        expect(row?.name, `${language} ${l.name}`).toBeTruthy();
        expect(row?.name, `${language} ${l.name}`).not.toBe(l.name);
      }
    }
  });

  it('Geneva Airport Arrivals Hall (address 101) is "Aéroport de Genève, hall des arrivées" in French', () => {
    expect(placeNames).toContainEqual({
      kind: 'address',
      placeID: 101,
      language: 'fr',
      name: 'Aéroport de Genève, hall des arrivées',
    });
  });
});
