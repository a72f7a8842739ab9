import type { SeedRoute } from './seed-types.ts';
import { L } from './location-ids.ts';
import { routesFrom } from './route-table.ts';

// Rows are [resort, average minutes, km] by road; each city serves the resorts within about 4 hours.

/** Geneva City Centre (2): Haute-Savoie, Tarentaise and the Valais and Vaud resorts nearest Geneva. */
export const genevaCityRoutes: SeedRoute[] = routesFrom(L.genevaCity, [
  [L.chamonix, 70, 83],
  [L.morzine, 70, 75],
  [L.lesGets, 65, 67],
  [L.avoriaz, 90, 89],
  [L.megeve, 65, 65],
  [L.flaine, 60, 63],
  [L.laClusaz, 50, 50],
  [L.samoens, 55, 60],
  [L.chatel, 80, 83],
  [L.grandBornand, 55, 53],
  [L.contamines, 70, 75],
  [L.meribel, 120, 145],
  [L.courchevel, 120, 145],
  [L.valThorens, 165, 173],
  [L.lesMenuires, 150, 160],
  [L.lesArcs, 135, 160],
  [L.laPlagne, 135, 155],
  [L.tignes, 170, 205],
  [L.valDIsere, 175, 215],
  [L.sainteFoy, 145, 170],
  [L.verbier, 125, 160],
  [L.villars, 95, 120],
  [L.champery, 105, 115],
  [L.cransMontana, 150, 195],
  [L.diablerets, 115, 135],
]);

/** Lyon City Centre (113): every French resort. */
export const lyonCityRoutes: SeedRoute[] = routesFrom(L.lyonCity, [
  [L.chamonix, 175, 225],
  [L.morzine, 180, 215],
  [L.lesGets, 170, 205],
  [L.avoriaz, 200, 230],
  [L.megeve, 160, 205],
  [L.flaine, 165, 200],
  [L.laClusaz, 140, 170],
  [L.samoens, 160, 200],
  [L.chatel, 205, 250],
  [L.grandBornand, 145, 175],
  [L.contamines, 170, 215],
  [L.meribel, 175, 195],
  [L.courchevel, 180, 200],
  [L.valThorens, 195, 210],
  [L.lesMenuires, 185, 200],
  [L.lesArcs, 200, 215],
  [L.laPlagne, 195, 210],
  [L.tignes, 225, 230],
  [L.valDIsere, 235, 235],
  [L.sainteFoy, 210, 225],
  [L.alpeDHuez, 155, 165],
  [L.lesDeuxAlpes, 160, 170],
]);

/** Annecy (111): Haute-Savoie and Tarentaise. */
export const annecyRoutes: SeedRoute[] = routesFrom(L.annecy, [
  [L.chamonix, 80, 98],
  [L.morzine, 80, 85],
  [L.lesGets, 75, 75],
  [L.avoriaz, 95, 98],
  [L.megeve, 60, 60],
  [L.flaine, 65, 70],
  [L.laClusaz, 40, 32],
  [L.samoens, 70, 72],
  [L.chatel, 105, 110],
  [L.grandBornand, 40, 32],
  [L.contamines, 70, 75],
  [L.meribel, 100, 110],
  [L.courchevel, 105, 115],
  [L.valThorens, 125, 130],
  [L.lesMenuires, 115, 120],
  [L.lesArcs, 110, 120],
  [L.laPlagne, 110, 115],
  [L.tignes, 135, 145],
  [L.valDIsere, 145, 155],
  [L.sainteFoy, 120, 135],
]);

/** Grenoble City Centre (114): the Oisans and Tarentaise. */
export const grenobleCityRoutes: SeedRoute[] = routesFrom(L.grenobleCity, [
  [L.alpeDHuez, 75, 63],
  [L.lesDeuxAlpes, 85, 73],
  [L.meribel, 110, 130],
  [L.courchevel, 115, 135],
  [L.valThorens, 130, 145],
  [L.lesMenuires, 125, 138],
  [L.laPlagne, 125, 140],
  [L.lesArcs, 130, 150],
  [L.tignes, 155, 175],
  [L.valDIsere, 160, 180],
  [L.sainteFoy, 140, 160],
]);
