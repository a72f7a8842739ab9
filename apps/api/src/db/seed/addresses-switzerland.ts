import type { SeedAddress } from './seed-types.ts';
import { addressesAt, bus, chalet, hotel, office } from './address-table.ts';
import { L } from './location-ids.ts';

/**
 * Addresses in the Swiss resorts: per resort its bus station and tourist office (fixed stops) and
 * two hotels or chalets (door-to-door). Zermatt is car-free, so its road stop is the Matterhorn
 * Terminal in Täsch, where the shuttle train to Zermatt leaves.
 */
export const swissAddresses: SeedAddress[] = [
  ...addressesAt(L.verbier, [
    bus('Verbier Place Centrale Bus Stop', 'Place Centrale', '1936', 46.0963, 7.2271),
    office('Verbier Tourist Office', 'Place Centrale 12', '1936', 46.0966, 7.2276),
    hotel('W Verbier', 'Rue de Médran 70', '1936', 46.0986, 7.2338),
    chalet('Chalet Le Hameau', 'Route du Hameau 9', '1936', 46.101, 7.238),
  ]),
  ...addressesAt(L.zermatt, [
    bus('Matterhorn Terminal Täsch', 'Bahnhofplatz 1', '3929', 46.0686, 7.7772, 'Täsch'),
    office('Zermatt Tourismus', 'Bahnhofplatz 5', '3920', 46.0236, 7.747),
    hotel('Grand Hotel Zermatterhof', 'Bahnhofstrasse 55', '3920', 46.0197, 7.7478),
    hotel('Hotel Monte Rosa', 'Bahnhofstrasse 80', '3920', 46.019, 7.7481),
  ]),
  ...addressesAt(L.cransMontana, [
    bus('Crans-Montana Gare Routière', 'Route du Rawyl', '3963', 46.312, 7.4833),
    office('Crans-Montana Tourisme', 'Rue Centrale 15', '3963', 46.3109, 7.4771),
    hotel('Hotel Guarda Golf', 'Route des Zirès 14', '3963', 46.3078, 7.4729),
    chalet('Chalet Les Mélèzes', 'Route de Plans-Mayens', '3963', 46.3185, 7.4812),
  ]),
  ...addressesAt(L.villars, [
    bus('Villars Gare', 'Rue de la Gare', '1884', 46.299, 7.0569),
    office('Villars Tourisme', 'Rue Centrale 138', '1884', 46.2984, 7.0553),
    hotel('Chalet RoyAlp Hôtel & Spa', 'Domaine de la Rochegrise', '1884', 46.3016, 7.0537),
    chalet('Chalet des Ecovets', 'Route des Ecovets', '1884', 46.305, 7.047),
  ]),
  ...addressesAt(L.champery, [
    bus('Champéry Gare', 'Rue de la Gare', '1874', 46.177, 6.87),
    office('Champéry Tourisme', 'Rue du Village 46', '1874', 46.1778, 6.8694),
    hotel('Hôtel Beau-Séjour', 'Rue du Village 114', '1874', 46.1789, 6.8703),
    chalet('Chalet du Grand-Paradis', 'Route du Grand-Paradis', '1874', 46.1665, 6.8764),
  ]),
  ...addressesAt(L.saasFee, [
    bus('Saas-Fee Busterminal', 'Parkhaus Saas-Fee', '3906', 46.1115, 7.9308),
    office('Saas-Fee Tourismus', 'Obere Dorfstrasse 2', '3906', 46.1096, 7.9299),
    hotel('Hotel Allalin', 'Lomattenstrasse 7', '3906', 46.107, 7.9264),
    chalet('Chalet Wildi', 'Wildistrasse 12', '3906', 46.1121, 7.924),
  ]),
  ...addressesAt(L.grindelwald, [
    bus('Grindelwald Terminal', 'Grundstrasse 54', '3818', 46.6198, 8.0298),
    office('Grindelwald Tourismus', 'Dorfstrasse 110', '3818', 46.6244, 8.0365),
    hotel('Hotel Belvedere', 'Dorfstrasse 53', '3818', 46.6242, 8.033),
    chalet('Chalet am Grund', 'Grundstrasse 20', '3818', 46.621, 8.031),
  ]),
  ...addressesAt(L.nendaz, [
    bus('Haute-Nendaz Gare Routière', 'Route de la Télécabine', '1997', 46.1842, 7.2962),
    office('Nendaz Tourisme', 'Route de la Télécabine 1', '1997', 46.1847, 7.2958),
    hotel('Hôtel Nendaz 4 Vallées', 'Route de Nendaz 357', '1997', 46.183, 7.2919),
    chalet('Chalet de Siviez', 'Siviez', '1997', 46.1567, 7.3124),
  ]),
  ...addressesAt(L.diablerets, [
    bus('Les Diablerets Gare', 'Rue de la Gare', '1865', 46.3503, 7.158),
    office('Les Diablerets Tourisme', 'Rue de la Gare 2', '1865', 46.3496, 7.159),
    hotel('Eurotel Victoria', 'Chemin du Vernex 19', '1865', 46.3505, 7.162),
    chalet('Chalet du Pillon', 'Route du Pillon', '1865', 46.347, 7.169),
  ]),
  ...addressesAt(L.gstaad, [
    bus('Gstaad Bahnhof Bus Station', 'Bahnhofstrasse', '3780', 46.4753, 7.2863),
    office('Gstaad Saanenland Tourismus', 'Promenade 41', '3780', 46.4743, 7.2852),
    hotel('Gstaad Palace', 'Palacestrasse 28', '3780', 46.4729, 7.288),
    chalet('Chalet Oberbort', 'Oberbortstrasse', '3780', 46.4805, 7.2905),
  ]),
];
