import { slugify } from './content-files.ts';

/** The four airports' page slugs and seed locationIDs (content contract; README "special ids"). */
export const AIRPORT_PAGES: readonly { slug: string; locationID: number }[] = [
  { slug: 'geneva', locationID: 1 },
  { slug: 'lyon', locationID: 4 },
  { slug: 'zurich', locationID: 93 },
  { slug: 'grenoble', locationID: 94 },
];

/** The page path of an airport's or resort's content page (English, no language), by locationID and seed name. */
export function placePagePath(kind: 'airport' | 'resort', locationID: number, name: string): string | null {
  if (kind === 'resort') return `/destinations/${slugify(name)}`;
  const airport = AIRPORT_PAGES.find((a) => a.locationID === locationID);
  return airport ? `/airports/${airport.slug}` : null;
}
