import { placesAt, type SeedGazetteerPlace } from './gazetteer-table.ts';
import { L } from './location-ids.ts';

/**
 * Hotels, chalets, streets and landmarks of the Swiss resorts and of Geneva (ADR 018), beside
 * their seeded addresses.
 */
export const swissPlaces: SeedGazetteerPlace[] = [
  ...placesAt(L.verbier, [
    ['hotel', 'Hôtel Nevaï', 'Route de Verbier Station 55', '1936', 46.0975, 7.2272],
    ['hotel', 'Chalet d’Adrien', 'Chemin des Creux 7', '1936', 46.0981, 7.2355],
    ['street', 'Rue de Médran', 'Rue de Médran', '1936', 46.0978, 7.2318],
    ['landmark', 'Télécabine de Médran', 'Rue de Médran 30', '1936', 46.0982, 7.2332],
  ]),
  ...placesAt(L.zermatt, [
    ['hotel', 'The Omnia', 'Auf dem Fels', '3920', 46.0222, 7.7478],
    ['hotel', 'Hotel Mont Cervin Palace', 'Bahnhofstrasse 31', '3920', 46.0211, 7.7478],
    ['street', 'Bahnhofstrasse', 'Bahnhofstrasse', '3920', 46.0213, 7.7476],
    ['landmark', 'Gornergrat Bahn', 'Bahnhofplatz 7', '3920', 46.0238, 7.7475],
  ]),
  ...placesAt(L.cransMontana, [
    ['hotel', 'Hôtel Crans Ambassador', 'Route du Petit Signal 3', '3963', 46.3122, 7.4908],
    ['landmark', 'Télécabine Crans-Cry d’Er', 'Route de la Télécabine', '3963', 46.3097, 7.4697],
  ]),
  ...placesAt(L.villars, [['street', 'Rue Centrale', 'Rue Centrale', '1884', 46.2985, 7.0556]]),
  ...placesAt(L.champery, [
    ['landmark', 'Téléphérique de Champéry', 'Rue du Village 1', '1874', 46.1793, 6.8706],
  ]),
  ...placesAt(L.saasFee, [
    ['hotel', 'Hotel The Capra', 'Lomattenstrasse 6', '3906', 46.1099, 7.9283],
    ['landmark', 'Alpin Express', 'Obere Gasse', '3906', 46.1066, 7.9295],
  ]),
  ...placesAt(L.grindelwald, [
    ['hotel', 'Hotel Belvedere Grindelwald', 'Dorfstrasse 53', '3818', 46.6238, 8.0372],
    ['landmark', 'Grindelwald Terminal', 'Grundstrasse 54', '3818', 46.6172, 8.0273],
  ]),
  ...placesAt(L.nendaz, [
    ['landmark', 'Télécabine de Tracouet', 'Route de la Télécabine', '1997', 46.1847, 7.2953],
  ]),
  ...placesAt(L.diablerets, [['hotel', 'Hôtel Les Sources', 'Chemin du Vernex 5', '1865', 46.3496, 7.1578]]),
  ...placesAt(L.gstaad, [
    ['hotel', 'Gstaad Palace', 'Palacestrasse 28', '3780', 46.4754, 7.2874],
    ['street', 'Promenade', 'Promenade', '3780', 46.4752, 7.2836],
  ]),
  ...placesAt(L.genevaCity, [
    ['hotel', 'Hôtel des Bergues', 'Quai des Bergues 33', '1201', 46.2067, 6.1454],
    ['landmark', 'Jet d’Eau', 'Quai Gustave-Ador', '1207', 46.2074, 6.1558],
  ]),
];
