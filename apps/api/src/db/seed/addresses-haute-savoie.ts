import type { SeedAddress } from './seed-types.ts';
import { addressesAt, bus, chalet, hotel, office } from './address-table.ts';
import { L } from './location-ids.ts';

/**
 * Addresses in the Haute-Savoie resorts (area 1): per resort its bus station and tourist office
 * (fixed stops of shared fixed-point transfers) and two hotels or chalets (door-to-door drops);
 * Chamonix also its stops at the railway station and the Aiguille du Midi (ADR 018: three stops to compare).
 */
export const hauteSavoieAddresses: SeedAddress[] = [
  ...addressesAt(L.chamonix, [
    bus('Gare Routière de Chamonix Sud', 'Place de la Mer de Glace', '74400', 45.9197, 6.8687),
    office('Office de Tourisme de Chamonix', "85 Place du Triangle de l'Amitié", '74400', 45.9233, 6.8696),
    hotel('Hôtel Mont-Blanc Chamonix', '62 Allée du Majestic', '74400', 45.9229, 6.8684),
    hotel('Grand Hôtel des Alpes', '75 Rue du Docteur Paccard', '74400', 45.9226, 6.8689),
    chalet('Chalet Les Praz', '315 Route des Gaudenays', '74400', 45.9392, 6.8886),
    bus('Arrêt Chamonix Gare SNCF', 'Place de la Gare', '74400', 45.9235, 6.8743),
    bus('Arrêt Aiguille du Midi', "Place de l'Aiguille du Midi", '74400', 45.9183, 6.8706),
  ]),
  ...addressesAt(L.morzine, [
    bus('Gare Routière de Morzine', 'Route du Bourg', '74110', 46.1797, 6.7073),
    office('Office de Tourisme de Morzine', '26 Place du Baraty', '74110', 46.1796, 6.7093),
    hotel('Hôtel Le Samoyède', "9 Place de l'Office du Tourisme", '74110', 46.1799, 6.7089),
    chalet('Chalet Le Pléney', '145 Route du Pléney', '74110', 46.178, 6.7045),
  ]),
  ...addressesAt(L.lesGets, [
    bus('Gare Routière des Gets', 'Place de la Mairie', '74260', 46.1589, 6.6693),
    office('Office de Tourisme des Gets', '89 Route du Front de Neige', '74260', 46.1581, 6.6703),
    hotel('Hôtel Le Labrador', '101 Route de la Turche', '74260', 46.1568, 6.6648),
    chalet('Chalet La Croix', '312 Chemin des Perrières', '74260', 46.161, 6.672),
  ]),
  ...addressesAt(L.avoriaz, [
    bus("Gare Routière d'Avoriaz", "Route d'Avoriaz", '74110', 46.1908, 6.7709),
    office("Office de Tourisme d'Avoriaz", 'Place Centrale', '74110', 46.192, 6.7738),
    hotel('Hôtel Les Dromonts', '40 Place des Dromonts', '74110', 46.1927, 6.7755),
    chalet('Chalet Les Fontaines Blanches', 'Route des Fontaines Blanches', '74110', 46.1901, 6.7785),
  ]),
  ...addressesAt(L.megeve, [
    bus('Gare Routière de Megève', 'Route du Palais des Sports', '74120', 45.8546, 6.6178),
    office('Office de Tourisme de Megève', '70 Rue Monseigneur Conseil', '74120', 45.8565, 6.6178),
    hotel('Hôtel Le Fer à Cheval', "36 Route du Crêt d'Arbois", '74120', 45.8579, 6.6148),
    chalet("Chalet du Mont d'Arbois", '447 Chemin de la Rocaille', '74120', 45.8653, 6.6224),
  ]),
  ...addressesAt(L.flaine, [
    bus('Gare Routière de Flaine', 'Flaine Forum', '74300', 46.0059, 6.6889),
    office('Office de Tourisme de Flaine', 'Galerie des Marchands, Flaine Forum', '74300', 46.0063, 6.6897),
    hotel('Hôtel Le Totem', 'Flaine Forêt', '74300', 46.007, 6.692),
    chalet('Chalet du Hameau de Flaine', 'Hameau de Flaine', '74300', 46.0135, 6.6822),
  ]),
  ...addressesAt(L.laClusaz, [
    bus('Gare Routière de La Clusaz', 'Route du Col des Aravis', '74220', 45.9042, 6.4257),
    office('Office de Tourisme de La Clusaz', "161 Place de l'Église", '74220', 45.905, 6.4237),
    hotel('Les Chalets de la Serraz', '3862 Route du Col des Aravis', '74220', 45.8966, 6.4443),
    chalet('Chalet Le Crêt du Merle', 'Route du Crêt du Merle', '74220', 45.9017, 6.4225),
  ]),
  ...addressesAt(L.samoens, [
    bus('Gare Routière de Samoëns', 'Route du Giffre', '74340', 46.0818, 6.7253),
    office('Office de Tourisme de Samoëns', 'Place du Gros Tilleul', '74340', 46.0829, 6.7268),
    hotel('Hôtel Le Gai Soleil', '355 Route du Bérouze', '74340', 46.0809, 6.7226),
    chalet('Chalet de Vercland', 'Route de Vercland', '74340', 46.0708, 6.7211),
  ]),
  ...addressesAt(L.chatel, [
    bus('Gare Routière de Châtel', 'Route de Vonnes', '74390', 46.2688, 6.8392),
    office('Office de Tourisme de Châtel', '2 Route de Thonon', '74390', 46.2699, 6.8398),
    hotel('Hôtel Macchi', '251 Route de Vonnes', '74390', 46.2677, 6.8365),
    chalet('Chalet du Linga', 'Route du Linga', '74390', 46.263, 6.83),
  ]),
  ...addressesAt(L.grandBornand, [
    bus('Gare Routière du Grand-Bornand', 'Route du Borne', '74450', 45.9413, 6.4273),
    office('Office de Tourisme du Grand-Bornand', "Place de l'Église", '74450', 45.9417, 6.4281),
    hotel('Hôtel Les Glaïeuls', 'Le Village', '74450', 45.9398, 6.4243),
    chalet('Chalet du Chinaillon', 'Route du Chinaillon', '74450', 45.9708, 6.4563),
  ]),
  ...addressesAt(L.contamines, [
    bus('Gare Routière des Contamines', 'Place de la Mairie', '74170', 45.8216, 6.727),
    office('Office de Tourisme des Contamines', 'Route de Notre-Dame de la Gorge', '74170', 45.8215, 6.7278),
    hotel('Hôtel Le Christiania', '22 Route de la Frasse', '74170', 45.8228, 6.7286),
    chalet('Chalet Le Lay', 'Le Lay', '74170', 45.8115, 6.7173),
  ]),
];
