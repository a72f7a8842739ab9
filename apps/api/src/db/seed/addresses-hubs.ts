import type { SeedAddress } from './seed-types.ts';
import { addressesAt, bus, hotel, office, railway, terminal } from './address-table.ts';
import { L } from './location-ids.ts';

/**
 * Addresses at the airports, cities and train stations. Each airport has its arrivals hall as the
 * first (fixed) address: Geneva Airport's is address 101 in 'Geneve', the entry the spec's airport
 * return picks (part 2 §5). Each station has its forecourt as a fixed stop.
 */
export const hubAddresses: SeedAddress[] = [
  ...addressesAt(L.genevaAirport, [
    terminal('Geneva Airport Arrivals Hall', "Route de l'Aéroport 21", '1215', 46.2307, 6.1094),
    bus('Geneva Airport Coach Park (P-Cars)', 'Route de Pré-Bois', '1215', 46.2293, 6.1083),
    hotel('Mövenpick Hotel Geneva', 'Route de Pré-Bois 20', '1215', 46.2265, 6.1112),
  ]),
  ...addressesAt(L.lyonAirport, [
    terminal('Lyon Airport Terminal 1 Arrivals', 'Aéroport Saint-Exupéry', '69125', 45.7234, 5.0775),
    terminal('Lyon Airport Terminal 2 Arrivals', 'Aéroport Saint-Exupéry', '69125', 45.7227, 5.0801),
    bus('Lyon Airport Coach Station', 'Gare Routière Saint-Exupéry', '69125', 45.7209, 5.0757),
    hotel('NH Lyon Airport', 'Esplanade Aéroport Saint-Exupéry', '69125', 45.7218, 5.077),
  ]),
  ...addressesAt(L.zurichAirport, [
    terminal('Zurich Airport Arrivals 1 (Airport Centre)', 'Flughafenstrasse', '8058', 47.4502, 8.5623),
    bus('Zurich Airport Bus Station', 'Flughafenstrasse', '8058', 47.4508, 8.5631),
    hotel('Radisson Blu Hotel Zurich Airport', 'Rondellstrasse', '8058', 47.4515, 8.564),
  ]),
  ...addressesAt(L.grenobleAirport, [
    terminal('Grenoble Airport Arrivals', 'Aéroport Grenoble Alpes-Isère', '38590', 45.3617, 5.33),
    bus('Grenoble Airport Coach Stop', 'Parking P1, Aéroport Grenoble', '38590', 45.3612, 5.3312),
  ]),

  // Cities
  ...addressesAt(L.genevaCity, [
    bus('Gare Routière de Genève', 'Place Dorcière', '1201', 46.2096, 6.1465),
    office('Geneva Tourist Information Centre', 'Rue du Mont-Blanc 18', '1201', 46.2091, 6.1424),
    hotel('Hotel Beau-Rivage Genève', 'Quai du Mont-Blanc 13', '1201', 46.2099, 6.1497),
    hotel('Four Seasons Hotel des Bergues', 'Quai des Bergues 33', '1201', 46.2063, 6.1446),
  ]),
  ...addressesAt(L.annecy, [
    bus("Gare Routière d'Annecy", 'Place de la Gare', '74000', 45.902, 6.1217),
    office("Office de Tourisme du Lac d'Annecy", '1 Rue Jean Jaurès', '74000', 45.9008, 6.129),
    hotel('Impérial Palace', "Allée de l'Impérial", '74000', 45.903, 6.147),
    hotel('Hôtel Les Trésoms', '15 Boulevard de la Corniche', '74000', 45.893, 6.145),
  ]),
  ...addressesAt(L.lyonCity, [
    bus('Gare Routière de Lyon Perrache', 'Cours de Verdun Perrache', '69002', 45.7487, 4.8262),
    office('Office de Tourisme de Lyon', 'Place Bellecour', '69002', 45.7578, 4.8332),
    hotel('InterContinental Lyon - Hotel Dieu', '20 Quai Jules Courmont', '69002', 45.7594, 4.8365),
    hotel('Cour des Loges', '6 Rue du Bœuf', '69005', 45.7637, 4.8273),
  ]),
  ...addressesAt(L.grenobleCity, [
    bus('Gare Routière de Grenoble', 'Rue Émile Gueymard', '38000', 45.1921, 5.7148),
    office('Grenoble Alpes Tourisme', '14 Rue de la République', '38000', 45.1895, 5.7289),
    hotel('Le Grand Hôtel Grenoble', '5 Rue de la République', '38000', 45.1898, 5.7282),
    hotel('Mercure Grenoble Centre Président', '11 Rue du Général Mangin', '38100', 45.1773, 5.7331),
  ]),

  // Train stations
  ...addressesAt(L.genevaCornavin, [
    railway('Gare Cornavin, main entrance', 'Place de Cornavin 7', '1201', 46.2096, 6.1423),
    hotel('Hotel Cornavin', 'Boulevard James-Fazy 33', '1201', 46.2098, 6.1412),
  ]),
  ...addressesAt(L.lyonPartDieu, [
    railway('Gare de Lyon Part-Dieu', 'Place Charles Béraudier', '69003', 45.7604, 4.8592),
    bus('Gare Routière Part-Dieu Villette', 'Rue de la Villette', '69003', 45.7598, 4.8626),
    hotel('Radisson Blu Hotel Lyon', '129 Rue Servient', '69003', 45.761, 4.8563),
  ]),
  ...addressesAt(L.zurichHB, [
    railway('Zürich HB, Bahnhofplatz', 'Bahnhofplatz', '8001', 47.3776, 8.54),
    bus('Carparkplatz Sihlquai', 'Sihlquai 41', '8005', 47.3824, 8.5374),
    hotel('Hotel Schweizerhof Zürich', 'Bahnhofplatz 7', '8001', 47.3768, 8.5397),
  ]),
  ...addressesAt(L.bourgSaintMaurice, [
    railway('Gare de Bourg-Saint-Maurice', 'Place de la Gare', '73700', 45.618, 6.7703),
    hotel("Hôtel L'Autantic", "69 Route d'Hauteville", '73700', 45.6196, 6.7745),
  ]),
  ...addressesAt(L.moutiers, [
    railway('Gare de Moûtiers', 'Place de la Gare', '73600', 45.4861, 6.5314),
    bus('Gare Routière de Moûtiers', 'Avenue de la Gare', '73600', 45.4858, 6.5323),
    hotel('Hôtel Le Welcome', '33 Avenue Greyffié de Bellecombe', '73600', 45.4852, 6.5325),
  ]),
  ...addressesAt(L.sion, [
    railway('Gare de Sion', 'Place de la Gare', '1950', 46.2274, 7.3591),
    bus('Sion Gare Routière (CarPostal)', 'Place de la Gare', '1950', 46.2279, 7.3582),
    hotel('Hôtel Europa', "Rue de l'Envol 19", '1950', 46.2225, 7.342),
  ]),
  ...addressesAt(L.martigny, [
    railway('Gare de Martigny', 'Place de la Gare 1', '1920', 46.1076, 7.0773),
    hotel('Hôtel Forum', 'Avenue du Grand-Saint-Bernard 74', '1920', 46.1004, 7.0739),
  ]),
  ...addressesAt(L.visp, [
    railway('Bahnhof Visp', 'Bahnhofplatz', '3930', 46.2941, 7.8815),
    hotel('Hotel Visperhof', 'Bahnhofstrasse 2', '3930', 46.2931, 7.8826),
  ]),
  ...addressesAt(L.aigle, [
    railway("Gare d'Aigle", 'Place de la Gare', '1860', 46.3172, 6.9642),
    hotel('Hôtel du Nord', 'Rue Colomb 4', '1860', 46.318, 6.9686),
  ]),
  ...addressesAt(L.cluses, [
    railway('Gare de Cluses', 'Place de la Gare', '74300', 46.0611, 6.5787),
    hotel('Hôtel Le Bargy', '12 Rue du Président Wilson', '74300', 46.0625, 6.5807),
  ]),
  ...addressesAt(L.saintGervais, [
    railway('Gare de Saint-Gervais-Le Fayet', '50 Avenue de la Gare', '74170', 45.9069, 6.7008),
    hotel('Hôtel de la Gare Le Fayet', '118 Rue de la Gare', '74170', 45.9075, 6.7017),
  ]),
  ...addressesAt(L.thonon, [
    railway('Gare de Thonon-les-Bains', 'Place de la Gare', '74200', 46.3703, 6.4817),
    bus('Gare Routière de Thonon', 'Avenue de la Gare', '74200', 46.3708, 6.4808),
    hotel('Hôtel Savoie et Léman', '40 Boulevard de la Corniche', '74200', 46.3745, 6.4823),
  ]),
  ...addressesAt(L.grenobleStation, [
    railway('Gare de Grenoble', 'Place de la Gare', '38000', 45.1914, 5.7145),
    hotel('Hôtel Terminus', '10 Place de la Gare', '38000', 45.1906, 5.7163),
  ]),
  ...addressesAt(L.interlaken, [
    railway('Bahnhof Interlaken Ost', 'Untere Bönigstrasse', '3800', 46.6905, 7.8693),
    hotel('Hotel Interlaken', 'Höheweg 74', '3800', 46.6894, 7.8643),
  ]),
];
