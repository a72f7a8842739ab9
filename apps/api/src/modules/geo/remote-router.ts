import type { GeoPoint, TravelMode } from '@alpine/domain';
import { z } from 'zod';
import type { FoundRoute, Router } from './geo-providers.ts';

/** OSRM's /route/v1 answer with geometries=polyline (precision 5, Google's format): what we read. */
const OsrmAnswer = z.object({
  code: z.string(),
  routes: z
    .array(
      z.object({
        geometry: z.string().max(500_000),
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
      }),
    )
    .optional(),
});

/** Settings of a remote router: base URL, time limit of one call, User-Agent. */
export interface RemoteRouterOptions {
  url: string;
  timeoutMs: number;
  userAgent: string;
}

/** OSRM profile per travel mode: 'foot' walks, 'driving' drives. */
const PROFILE: Record<TravelMode, string> = { walking: 'foot', driving: 'driving' };

/**
 * An OSRM-compatible router at ROUTER_URL (ADR 018):
 * `{ROUTER_URL}/route/v1/{foot|driving}/{lng},{lat};{lng},{lat}?overview=full&geometries=polyline`.
 * Answers null for OSRM's NoRoute; throws on a timeout (`timeoutMs`), a non-2xx answer other
 * than NoRoute, another code or a wrong shape, so the proxy falls back to the embedded router.
 */
export function remoteRouter(options: RemoteRouterOptions): Router {
  return {
    name: 'osrm',
    async route(from: GeoPoint, to: GeoPoint, mode: TravelMode): Promise<FoundRoute | null> {
      const base = options.url.replace(/\/+$/, '');
      const coordinates = `${from.lng},${from.lat};${to.lng},${to.lat}`;
      const url = `${base}/route/v1/${PROFILE[mode]}/${coordinates}?overview=full&geometries=polyline`;
      const res = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = OsrmAnswer.parse(await res.json());
      if (body.code === 'NoRoute') return null;
      if (!res.ok || body.code !== 'Ok' || !body.routes?.[0])
        throw new Error(`router answered ${res.status} ${body.code}`);
      const route = body.routes[0];
      return {
        polyline: route.geometry,
        metres: Math.round(route.distance),
        seconds: Math.round(route.duration),
      };
    },
  };
}
