import { placesAt, type SeedGazetteerPlace } from './gazetteer-table.ts';
import { L } from './location-ids.ts';

/**
 * Hotels, chalets, streets and landmarks of the French resorts (ADR 018), beside their seeded
 * addresses: what a traveller staying there types into 'Find your closest stop'.
 */
export const frenchPlaces: SeedGazetteerPlace[] = [
  ...placesAt(L.chamonix, [
    ['hotel', 'Hôtel Le Morgane', "145 Avenue de l'Aiguille du Midi", '74400', 45.9188, 6.8705],
    ['hotel', 'Hameau Albert 1er', '38 Route du Bouchet', '74400', 45.9254, 6.8719],
    ['hotel', 'Hôtel Alpina', '79 Avenue du Mont-Blanc', '74400', 45.9259, 6.8736],
    ['hotel', 'Park Hotel Suisse', '75 Allée du Majestic', '74400', 45.9232, 6.8678],
    ['hotel', 'Hôtel Pointe Isabelle', '165 Avenue Michel Croz', '74400', 45.9247, 6.8722],
    ['hotel', 'Hôtel Le Prieuré', 'Allée du Recteur Payot', '74400', 45.9256, 6.8708],
    ['hotel', 'Heliopic Hotel & Spa', "50 Place de l'Aiguille du Midi", '74400', 45.9199, 6.8702],
    ['hotel', 'Les Aiglons Resort & Spa', '270 Avenue de Courmayeur', '74400', 45.9171, 6.8683],
    ['hotel', 'Hôtel La Folie Douce Chamonix', '823 Allée du Recteur Payot', '74400', 45.9277, 6.8746],
    ['chalet', 'Chalet Les Bois', 'Chemin des Bois', '74400', 45.9355, 6.8868],
    ['chalet', 'Chalet Le Paradis des Praz', '56 Chemin du Pied du Grépon', '74400', 45.9398, 6.8908],
    ['street', 'Rue du Docteur Paccard', 'Rue du Docteur Paccard', '74400', 45.9226, 6.8686],
    ['street', 'Avenue Michel Croz', 'Avenue Michel Croz', '74400', 45.9245, 6.8724],
    ['street', "Avenue de l'Aiguille du Midi", "Avenue de l'Aiguille du Midi", '74400', 45.919, 6.8706],
    ['street', 'Rue Joseph Vallot', 'Rue Joseph Vallot', '74400', 45.9251, 6.8699],
    [
      'landmark',
      "Téléphérique de l'Aiguille du Midi",
      "100 Place de l'Aiguille du Midi",
      '74400',
      45.9178,
      6.8713,
    ],
    [
      'landmark',
      'Gare du Montenvers - Mer de Glace',
      '35 Place de la Mer de Glace',
      '74400',
      45.9242,
      6.8745,
    ],
    ['landmark', 'Place Balmat', 'Place Balmat', '74400', 45.9232, 6.8693],
    [
      'landmark',
      'Télécabine de Planpraz (Le Brévent)',
      '29 Route Henriette et Vital Payot',
      '74400',
      45.9257,
      6.8641,
    ],
  ]),
  ...placesAt(L.morzine, [
    ['hotel', 'Hôtel Le Petit Dru', '198 Route de la Plagne', '74110', 46.1789, 6.7079],
    ['hotel', 'Hôtel Les Prodains', 'Route des Prodains', '74110', 46.1769, 6.7317],
    ['street', 'Rue du Bourg', 'Rue du Bourg', '74110', 46.1801, 6.7079],
    ['landmark', 'Télécabine du Pléney', 'Place du Pléney', '74110', 46.1788, 6.7064],
  ]),
  ...placesAt(L.lesGets, [
    ['hotel', 'Hôtel La Marmotte', '61 Rue du Chêne', '74260', 46.1586, 6.6703],
    ['street', 'Rue du Centre', 'Rue du Centre', '74260', 46.1588, 6.6696],
    ['landmark', 'Télécabine des Chavannes', 'Route des Chavannes', '74260', 46.1567, 6.6619],
  ]),
  ...placesAt(L.avoriaz, [
    ['hotel', 'Hôtel Des Dromonts', 'Place des Dromonts', '74110', 46.1925, 6.7752],
    ['landmark', 'Aquariaz', 'Quartier des Crozats', '74110', 46.1895, 6.7696],
  ]),
  ...placesAt(L.megeve, [
    ['hotel', 'Four Seasons Hotel Megève', '373 Chemin des Follières', '74120', 45.8635, 6.6293],
    ['hotel', 'Hôtel Le Chamois', '321 Rue Charles Feige', '74120', 45.8571, 6.6177],
    ['street', 'Rue Charles Feige', 'Rue Charles Feige', '74120', 45.8569, 6.6181],
    ['landmark', 'Télécabine du Chamois', 'Route du Téléphérique de Rochebrune', '74120', 45.8553, 6.6166],
  ]),
  ...placesAt(L.valDIsere, [
    ['hotel', 'Hôtel Le Blizzard', '192 Avenue Olympique', '73150', 45.4489, 6.9786],
    ['hotel', 'Hôtel Avenue Lodge', '271 Avenue Olympique', '73150', 45.4492, 6.9769],
    ['street', 'Avenue Olympique', 'Avenue Olympique', '73150', 45.4488, 6.9785],
    ['landmark', 'Téléphérique Olympique', 'Place des Dolomites', '73150', 45.4479, 6.9809],
  ]),
  ...placesAt(L.tignes, [
    ['hotel', 'Hôtel Village Montana', 'Les Almes', '73320', 45.4667, 6.9055],
    ['landmark', 'Tignes Le Lac', 'Place du Curling', '73320', 45.4686, 6.9063],
  ]),
  ...placesAt(L.meribel, [
    ['hotel', 'Hôtel Le Kaïla', '597 Rue des Jeux Olympiques', '73550', 45.3959, 6.5673],
    ['hotel', 'Le Grand Coeur & Spa', 'Route du Centre', '73550', 45.3967, 6.5672],
    ['landmark', 'Télécabine de la Saulire Express', 'Méribel Centre', '73550', 45.3958, 6.5666],
  ]),
  ...placesAt(L.courchevel, [
    ['hotel', 'Hôtel Les Airelles', 'Le Jardin Alpin', '73120', 45.4125, 6.6321],
    ['hotel', 'Cheval Blanc Courchevel', 'Le Jardin Alpin', '73120', 45.4133, 6.6308],
    ['street', 'Rue du Rocher', 'Rue du Rocher', '73120', 45.4148, 6.6347],
    ['landmark', 'La Croisette', 'La Croisette', '73120', 45.4155, 6.6339],
  ]),
  ...placesAt(L.valThorens, [
    ['hotel', 'Hôtel Altapura', 'Rue du Soleil', '73440', 45.2965, 6.5839],
    ['hotel', 'Hôtel Fitz Roy', 'Place de Caron', '73440', 45.2977, 6.5816],
    ['landmark', 'Funitel de Péclet', 'Val Thorens', '73440', 45.2952, 6.5851],
  ]),
  ...placesAt(L.lesArcs, [
    ['hotel', 'Hôtel du Golf Arc 1800', 'Arc 1800 Charvet', '73700', 45.5735, 6.8281],
    ['landmark', 'Funiculaire Arc-en-Ciel', 'Arc 1600', '73700', 45.5856, 6.7975],
  ]),
  ...placesAt(L.laPlagne, [
    ['hotel', 'Hôtel Les Balcons Village', 'Plagne Villages', '73210', 45.5049, 6.6866],
    ['landmark', 'Plagne Centre', 'Galerie Commerciale de Plagne Centre', '73210', 45.5064, 6.6773],
  ]),
  ...placesAt(L.flaine, [
    ['landmark', 'Télécabine des Grandes Platières', 'Flaine Forum', '74300', 46.0055, 6.6884],
  ]),
  ...placesAt(L.laClusaz, [
    ['hotel', 'Hôtel Alpen Roc', '150 Route des Aravis', '74220', 45.9036, 6.4244],
    ['landmark', 'Télécabine du Bois de la Tête', "Place de l'Église", '74220', 45.9046, 6.4238],
  ]),
  ...placesAt(L.alpeDHuez, [
    ['hotel', 'Hôtel Au Chamois d’Or', 'Rond-Point des Pistes', '38750', 45.0913, 6.0711],
    ['landmark', 'Télécabine DMC', 'Avenue des Jeux', '38750', 45.0925, 6.0693],
  ]),
  ...placesAt(L.lesDeuxAlpes, [
    ['hotel', 'Hôtel Les Mélèzes', '17 Rue des Vikings', '38860', 45.0134, 6.1265],
    ['landmark', 'Télécabine du Jandri Express', 'Avenue de la Muzelle', '38860', 45.0087, 6.1226],
  ]),
  ...placesAt(L.lesMenuires, [
    ['landmark', 'La Croisette des Menuires', 'La Croisette', '73440', 45.3247, 6.5386],
  ]),
  ...placesAt(L.samoens, [
    ['landmark', 'Grand Massif Express', 'Route du Grand Massif', '74340', 46.0851, 6.7152],
  ]),
  ...placesAt(L.chatel, [
    ['landmark', 'Télécabine de Super-Châtel', 'Route de Super-Châtel', '74390', 46.2714, 6.8408],
  ]),
  ...placesAt(L.grandBornand, [['street', 'Route du Village', 'Route du Village', '74450', 45.9418, 6.4277]]),
  ...placesAt(L.contamines, [['landmark', 'Télécabine du Signal', 'Route du Lay', '74170', 45.8173, 6.7237]]),
  ...placesAt(L.annecy, [
    ['hotel', 'Impérial Palace', '32 Avenue d’Albigny', '74000', 45.9036, 6.1425],
    ['landmark', 'Palais de l’Isle', '3 Passage de l’Île', '74000', 45.8986, 6.1277],
  ]),
];
