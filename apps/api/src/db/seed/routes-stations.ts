import type { SeedRoute } from './seed-types.ts';
import { L } from './location-ids.ts';
import { routesFrom } from './route-table.ts';

// Rows are [resort, average minutes, km] by road from the station forecourt.

/** Geneva Cornavin (97): the resorts within about 2 hours of Geneva. */
export const genevaCornavinRoutes: SeedRoute[] = routesFrom(L.genevaCornavin, [
  [L.chamonix, 70, 84],
  [L.morzine, 70, 76],
  [L.lesGets, 65, 68],
  [L.avoriaz, 90, 90],
  [L.megeve, 65, 66],
  [L.flaine, 60, 64],
  [L.laClusaz, 50, 51],
  [L.samoens, 55, 61],
  [L.contamines, 70, 76],
  [L.grandBornand, 55, 54],
  [L.verbier, 125, 161],
  [L.villars, 95, 121],
  [L.champery, 105, 116],
]);

/** Lyon Part-Dieu (60): the TGV hub for the Oisans and Tarentaise. */
export const lyonPartDieuRoutes: SeedRoute[] = routesFrom(L.lyonPartDieu, [
  [L.alpeDHuez, 150, 160],
  [L.lesDeuxAlpes, 155, 165],
  [L.meribel, 170, 190],
  [L.courchevel, 175, 195],
  [L.valThorens, 190, 205],
  [L.lesMenuires, 180, 195],
  [L.laPlagne, 190, 205],
  [L.lesArcs, 195, 210],
  [L.tignes, 220, 225],
  [L.valDIsere, 230, 230],
]);

/** Zurich HB (61): the Bernese Oberland and the upper Valais. */
export const zurichHBRoutes: SeedRoute[] = routesFrom(L.zurichHB, [
  [L.grindelwald, 130, 145],
  [L.gstaad, 160, 175],
  [L.zermatt, 215, 230],
  [L.saasFee, 215, 225],
]);

/** The valley stations at the foot of the resorts: short transfers timed to the trains. */
export const valleyStationRoutes: SeedRoute[] = [
  ...routesFrom(L.bourgSaintMaurice, [
    [L.lesArcs, 25, 15],
    [L.sainteFoy, 25, 18],
    [L.tignes, 45, 31],
    [L.valDIsere, 45, 31],
    [L.laPlagne, 50, 33],
  ]),
  ...routesFrom(L.moutiers, [
    [L.meribel, 30, 18],
    [L.courchevel, 35, 25],
    [L.lesMenuires, 40, 28],
    [L.valThorens, 50, 37],
    [L.laPlagne, 45, 32],
  ]),
  ...routesFrom(L.sion, [
    [L.cransMontana, 35, 22],
    [L.nendaz, 25, 16],
  ]),
  ...routesFrom(L.martigny, [
    [L.verbier, 35, 28],
    [L.nendaz, 40, 35],
    [L.chamonix, 50, 40],
  ]),
  ...routesFrom(L.visp, [
    [L.zermatt, 50, 37], // 31 km of road to the Täsch terminal, then 6 km by the shuttle train
    [L.saasFee, 35, 27],
  ]),
  ...routesFrom(L.aigle, [
    [L.villars, 25, 16],
    [L.champery, 35, 30],
    [L.diablerets, 30, 22],
  ]),
  ...routesFrom(L.cluses, [
    [L.flaine, 40, 27],
    [L.samoens, 30, 20],
    [L.lesGets, 35, 23],
    [L.morzine, 45, 30],
  ]),
  ...routesFrom(L.saintGervais, [
    [L.chamonix, 25, 23],
    [L.megeve, 20, 12],
    [L.contamines, 25, 18],
  ]),
  ...routesFrom(L.thonon, [
    [L.morzine, 45, 33],
    [L.lesGets, 45, 37],
    [L.avoriaz, 65, 46],
    [L.chatel, 50, 38],
  ]),
  ...routesFrom(L.grenobleStation, [
    [L.alpeDHuez, 75, 63],
    [L.lesDeuxAlpes, 85, 74],
  ]),
  ...routesFrom(L.interlaken, [[L.grindelwald, 25, 20]]),
];
