import type { SeedAddress } from './seed-types.ts';
import { addressesAt, bus, chalet, hotel, office } from './address-table.ts';
import { L } from './location-ids.ts';

/**
 * Addresses in the Tarentaise resorts (Savoie, area 2) and the Oisans resorts (Isère, area 4): per
 * resort its bus station and tourist office (fixed stops) and two hotels or chalets (door-to-door).
 */
export const savoieIsereAddresses: SeedAddress[] = [
  ...addressesAt(L.valDIsere, [
    bus("Gare Routière de Val d'Isère", 'Avenue Olympique', '73150', 45.4483, 6.9814),
    office("Office de Tourisme de Val d'Isère", 'Place Jacques Mouflier', '73150', 45.4487, 6.9806),
    hotel('Hôtel Le Blizzard', '106 Avenue Olympique', '73150', 45.4486, 6.9798),
    chalet('Chalet Le Rocher du Fornet', 'Hameau du Fornet', '73150', 45.441, 7.0037),
  ]),
  ...addressesAt(L.tignes, [
    bus('Gare Routière de Tignes Le Lac', 'Rue de la Poste, Tignes Le Lac', '73320', 45.4687, 6.906),
    office('Office de Tourisme de Tignes', 'Place du Lac, Tignes Le Lac', '73320', 45.469, 6.9072),
    hotel('Hôtel Le Levanna', 'Rue de la Poste, Tignes Le Lac', '73320', 45.4681, 6.9066),
    chalet('Chalet du Lavachet', 'Route du Lavachet', '73320', 45.4728, 6.9089),
  ]),
  ...addressesAt(L.meribel, [
    bus('Gare Routière de Méribel', 'Route du Centre', '73550', 45.3962, 6.566),
    office('Office de Tourisme de Méribel', '18 Route du Centre', '73550', 45.397, 6.5658),
    hotel('Hôtel Le Grand Cœur', 'Route du Centre', '73550', 45.3958, 6.5651),
    chalet('Chalet Les Rhodos', 'Chemin de la Renarde', '73550', 45.4008, 6.5692),
  ]),
  ...addressesAt(L.courchevel, [
    bus('Gare Routière de Courchevel 1850', 'Rue de la Croisette', '73120', 45.4147, 6.6349),
    office('Office de Tourisme de Courchevel', 'La Croisette', '73120', 45.415, 6.6345),
    hotel('Hôtel Le Kilimandjaro', "Route de l'Altiport", '73120', 45.4167, 6.642),
    chalet('Chalet des Neiges Moriond', 'Rue de la Chapelle, Courchevel Moriond', '73120', 45.4047, 6.649),
  ]),
  ...addressesAt(L.valThorens, [
    bus('Gare Routière de Val Thorens', 'Rue du Slalom', '73440', 45.2988, 6.5816),
    office('Office de Tourisme de Val Thorens', 'Maison de Val Thorens', '73440', 45.2976, 6.5806),
    hotel('Hôtel Fitz Roy', "Place de l'Église", '73440', 45.2972, 6.5802),
    hotel('Hôtel Le Val Thorens', 'Rue du Soleil', '73440', 45.2982, 6.5787),
  ]),
  ...addressesAt(L.lesMenuires, [
    bus('Gare Routière des Menuires', 'La Croisette', '73440', 45.3245, 6.5383),
    office('Office de Tourisme des Menuires', 'Immeuble Belledonne, La Croisette', '73440', 45.3238, 6.5388),
    hotel('Hôtel Kaya', 'Reberty 2000', '73440', 45.3163, 6.5307),
    chalet('Chalet Les Bruyères', 'Quartier des Bruyères', '73440', 45.317, 6.532),
  ]),
  ...addressesAt(L.lesArcs, [
    bus('Gare Routière Arc 1800', 'Arc 1800 Charvet', '73700', 45.5737, 6.8294),
    office('Office de Tourisme des Arcs', 'Maison des Arcs, Arc 1800', '73700', 45.5712, 6.8279),
    hotel('Hôtel du Golf', 'Arc 1800 Charmettoger', '73700', 45.5689, 6.8252),
    chalet('Chalet du Village Arc 1950', 'Le Village, Arc 1950', '73700', 45.5581, 6.8528),
  ]),
  ...addressesAt(L.laPlagne, [
    bus('Gare Routière de Plagne Centre', 'Plagne Centre', '73210', 45.5064, 6.678),
    office('Office de Tourisme de La Plagne', 'Galerie Les Ecrins, Plagne Centre', '73210', 45.5072, 6.6772),
    hotel('Hôtel Araucaria', 'Plagne Centre', '73210', 45.5061, 6.6794),
    chalet('Chalet de Belle Plagne', 'Belle Plagne', '73210', 45.509, 6.709),
  ]),
  ...addressesAt(L.sainteFoy, [
    bus('Arrêt Sainte-Foy Station', 'Station de Bonconseil', '73640', 45.5838, 6.9163),
    office('Office de Tourisme de Sainte-Foy-Tarentaise', 'Station de Bonconseil', '73640', 45.5833, 6.9171),
    hotel('Hôtel Le Monal', 'Chef-Lieu', '73640', 45.5897, 6.8842),
    chalet('Chalet Le Miroir', 'Hameau du Miroir', '73640', 45.603, 6.915),
  ]),
  ...addressesAt(L.alpeDHuez, [
    bus("Gare Routière de l'Alpe d'Huez", 'Avenue des Jeux', '38750', 45.091, 6.0668),
    office("Office de Tourisme de l'Alpe d'Huez", 'Place Paganon', '38750', 45.0917, 6.07),
    hotel("Hôtel Au Chamois d'Or", 'Rond-Point des Pistes', '38750', 45.0932, 6.0716),
    chalet('Chalet Les Bergers', 'Route du Signal, Les Bergers', '38750', 45.0955, 6.0772),
  ]),
  ...addressesAt(L.lesDeuxAlpes, [
    bus('Gare Routière des Deux Alpes', 'Avenue de la Muzelle', '38860', 45.0089, 6.1222),
    office('Office de Tourisme des Deux Alpes', '4 Place des Deux Alpes', '38860', 45.0098, 6.1225),
    hotel("Hôtel Le Souleil'Or", '76 Avenue de la Muzelle', '38860', 45.0118, 6.1234),
    hotel('Chalet Mounier', '2 Chemin de la Chapelle', '38860', 45.0077, 6.1203),
  ]),
];
