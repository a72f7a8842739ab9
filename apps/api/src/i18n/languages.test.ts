import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { anonymousToken, buildTestApp } from '../../test/helper.ts';
import { bookingApi, CHAMONIX, GENEVA_AIRPORT, searchItem } from '../modules/bookings/bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

type Located = { locationID: number; name: string };
type Group = { title: string; locations: Located[] };
type QuoteOut = {
  notices: string[];
  origin: { locationName: string };
  destination: { locationName: string };
};

describe('the server speaks the request language (docs/architecture.md §6)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;

  beforeEach(async () => {
    ({ app, close } = await buildTestApp({ now: NOW }));
    token = await anonymousToken(app);
  });
  afterEach(() => close());

  const get = (url: string, language?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
        ...headers,
      },
    });

  const search = (language: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/fares/quotes',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      payload: [searchItem()],
    });

  it('locations are named in French and Spanish, English stays the seeded name', async () => {
    const names = async (language?: string) => {
      const res = await get('/api/v1/locations', language);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const all = (res.json() as { data: Located[] }).data;
      return new Map(all.map((l) => [l.locationID, l.name]));
    };
    expect((await names())?.get(GENEVA_AIRPORT)).toBe('Geneva Airport');
    expect((await names('en'))?.get(GENEVA_AIRPORT)).toBe('Geneva Airport');
    expect((await names('fr'))?.get(GENEVA_AIRPORT)).toBe('Aéroport de Genève');
    expect((await names('es'))?.get(GENEVA_AIRPORT)).toBe('Aeropuerto de Ginebra');
    expect((await names('es'))?.get(2)).toBe('Ginebra centro');
    // A resort's own name is the same in every language.
    expect((await names('fr'))?.get(CHAMONIX)).toBe('Chamonix-Mont-Blanc');
  });

  it('the From/To groups have titles and names in the language, sorted in it', async () => {
    const res = await get('/api/v1/locations/public?brandID=1', 'fr');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const groups = (res.json() as { data: Group[] }).data;
    expect(groups.map((g) => g.title)).toEqual([
      'Aéroports',
      'Gares',
      'Villes',
      'Stations françaises',
      'Stations suisses',
    ]);
    const airports = groups[0]!.locations.map((l) => l.name);
    expect(airports).toContain('Aéroport de Genève');
    expect(airports).toEqual([...airports].sort((a, b) => a.localeCompare(b)));
    const es = (await get('/api/v1/locations/public?brandID=1', 'es')).json() as { data: Group[] };
    expect(es.data[0]!.title).toBe('Aeropuertos');
  });

  it('each public location carries its names in the other languages as aliases, so a search typed in another language finds it', async () => {
    type Aliased = { locationID: number; name: string; aliases?: string[] };
    const geneva = async (language: string) =>
      (
        (await get('/api/v1/locations/public?brandID=1', language)).json() as {
          data: { locations: Aliased[] }[];
        }
      ).data
        .flatMap((g) => g.locations)
        .find((l) => l.locationID === 1)!;
    expect(await geneva('fr')).toEqual({
      locationID: 1,
      name: 'Aéroport de Genève',
      aliases: ['Geneva Airport', 'Aeropuerto de Ginebra'],
    });
    expect(await geneva('en')).toEqual({
      locationID: 1,
      name: 'Geneva Airport',
      aliases: ['Aéroport de Genève', 'Aeropuerto de Ginebra'],
    });
    // a name the same in every language has no aliases
    const fr = (
      (await get('/api/v1/locations/public?brandID=1', 'fr')).json() as { data: { locations: Aliased[] }[] }
    ).data.flatMap((g) => g.locations);
    const chamonix = fr.find((l) => l.locationID === 10)!;
    expect(chamonix.aliases ?? []).not.toContain(chamonix.name);
  });

  it('static lists have one ETag per language, and a French ETag is not Not Modified in Spanish', async () => {
    for (const url of ['/api/v1/locations', '/api/v1/locations/public?brandID=1']) {
      const tags = new Map<string, string>();
      for (const language of ['en', 'fr', 'es']) {
        const res = await get(url, language);
        tags.set(language, String(res.headers.etag));
      }
      expect(new Set(tags.values()).size).toBe(3);
      expect((await get(url, 'fr', { 'if-none-match': tags.get('fr')! })).statusCode).toBe(304);
      const es = await get(url, 'es', { 'if-none-match': tags.get('fr')! });
      expect(es.statusCode).toBe(200);
      expect(es.headers.etag).toBe(tags.get('es'));
    }
  });

  it('fixed stops are named in the language: Geneva Airport Arrivals Hall', async () => {
    const stop = async (language: string) => {
      const res = await get(`/api/v1/locations/${GENEVA_AIRPORT}/addresses?fixed=true`, language);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const list = (res.json() as { data: { addressID: number; organisation: string }[] }).data;
      return list.find((a) => a.addressID === 101)?.organisation;
    };
    expect(await stop('en')).toBe('Geneva Airport Arrivals Hall');
    expect(await stop('fr')).toBe('Aéroport de Genève, hall des arrivées');
    expect(await stop('es')).toBe('Aeropuerto de Ginebra, vestíbulo de llegadas');
  });

  it('quotes carry notices and place names in the language, with Vary: Accept-Language', async () => {
    const quotes = async (language: string) => {
      const res = await search(language);
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      return (res.json() as { data: QuoteOut[][] }).data[0]!;
    };
    const en = await quotes('en');
    const fr = await quotes('fr');
    const es = await quotes('es');
    expect(en[0]!.origin.locationName).toBe('Geneva Airport');
    expect(fr[0]!.origin.locationName).toBe('Aéroport de Genève');
    expect(es[0]!.origin.locationName).toBe('Aeropuerto de Ginebra');
    const frNotices = fr.flatMap((q) => q.notices);
    const esNotices = es.flatMap((q) => q.notices);
    expect(frNotices.length).toBeGreaterThan(0);
    expect(frNotices.some((n) => /retard/.test(n))).toBe(true);
    expect(esNotices.some((n) => /retrasa/.test(n))).toBe(true);
    const enNotices = new Set(en.flatMap((q) => q.notices));
    for (const n of [...frNotices, ...esNotices]) expect(enNotices.has(n)).toBe(false);
  });

  it('find-booking answers its 404 in the language: "We could not find a booking..." in fr and es', async () => {
    const find = (language: string) => get('/api/v1/bookings/ZZZZZZZZ?email=nobody%40example.com', language);
    const en = await find('en');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({
      error: 'not_found',
      error_description: 'We could not find a booking with that reference and e-mail.',
    });
    const fr = await find('fr-FR,fr;q=0.9');
    expect(fr.statusCode).toBe(404);
    expect(fr.headers.vary).toMatch(/Accept-Language/i);
    expect(fr.json()).toEqual({
      error: 'not_found',
      error_description: 'Nous n’avons trouvé aucune réservation avec cette référence et cet e-mail.',
    });
    const es = await find('es');
    expect((es.json() as { error_description: string }).error_description).toBe(
      'No hemos encontrado ninguna reserva con esa referencia y ese correo electrónico.',
    );
  });

  it('a refused search names the leg in the language: the whole sentence, no English word (docs/architecture.md §6)', async () => {
    const refuse = async (language: string, items: unknown[]) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/fares/quotes',
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
        payload: items,
      });
      expect(res.statusCode).toBe(422);
      return (res.json() as { error_description: string }).error_description;
    };
    const pastOutbound = [searchItem({ connection: { date: '2026-11-20', time: '10:00', modeID: 1 } })];
    expect(await refuse('en', pastOutbound)).toBe('The outbound date 2026-11-20 is in the past.');
    expect(await refuse('fr', pastOutbound)).toBe('La date de l’aller, 20 novembre 2026, est passée.');
    expect(await refuse('es', pastOutbound)).toBe('La fecha de ida, 20 de noviembre de 2026, ya ha pasado.');
    const unknownReturn = [
      searchItem(),
      searchItem({ origin: { locationID: 9999 }, destination: { locationID: GENEVA_AIRPORT } }),
    ];
    expect(await refuse('en', unknownReturn)).toBe(
      'The return origin locationID 9999 is not a known location.',
    );
    expect(await refuse('fr', unknownReturn)).toBe(
      'Le lieu de départ du retour (locationID 9999) n’est pas un lieu connu.',
    );
    expect(await refuse('es', unknownReturn)).toBe(
      'El origen de la vuelta (locationID 9999) no es un lugar conocido.',
    );
    const sameEnds = [searchItem({ destination: { locationID: GENEVA_AIRPORT } })];
    expect(await refuse('fr', sameEnds)).toBe(
      'Le lieu de départ et la destination de l’aller doivent être différents.',
    );
    const farAhead = [searchItem({ connection: { date: '2028-11-20', time: '10:00', modeID: 1 } })];
    expect(await refuse('es', farAhead)).toBe(
      'La fecha de ida, 20 de noviembre de 2028, es demasiado lejana: vendemos con hasta 550 días de antelación.',
    );
  });

  it('a refusal naming a booking state translates the state, never printing awaiting_review (docs/architecture.md §6)', async () => {
    const api = bookingApi(app, token);
    const bookingID = await api.newBooking();
    const cancel = async (language: string) => {
      const res = await api.call(
        'POST',
        `/api/v1/bookings/${bookingID}/cancellation`,
        { acceptPolicy: true },
        { 'accept-language': language },
      );
      expect(res.statusCode).toBe(409);
      return (res.json() as { error_description: string }).error_description;
    };
    expect(await cancel('en')).toBe(
      'This booking is pending payment: only a confirmed booking can be cancelled.',
    );
    expect(await cancel('fr')).toBe(
      'Cette réservation est en attente de paiement : seule une réservation confirmée peut être annulée.',
    );
    expect(await cancel('es')).toBe(
      'Esta reserva está pendiente de pago: solo se puede cancelar una reserva confirmada.',
    );
    const forged = await api.addLeg(bookingID, 'not-a-quote', {}, { 'accept-language': 'fr' });
    expect(forged.statusCode).toBe(400);
    expect((forged.json() as { error_description: string }).error_description).toBe(
      'Ce tarif ne vient pas de chez nous ; relancez une recherche.',
    );
  });

  it('an unknown or absent language answers English', async () => {
    const res = await get('/api/v1/locations', 'de-DE,de;q=0.9');
    const all = (res.json() as { data: Located[] }).data;
    expect(all.find((l) => l.locationID === GENEVA_AIRPORT)?.name).toBe('Geneva Airport');
  });
});
