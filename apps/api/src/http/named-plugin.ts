import fp from 'fastify-plugin';

/**
 * `plugin` (a Fastify plugin function, returned as it is: fastify-plugin marks the function
 * itself) with a name Fastify reads from its metadata, and still encapsulated: its routes,
 * hooks and decorators stay in its own context, exactly as when the bare function is registered.
 * `name` defaults to the function's own name (`configRoutes`); give one for an inline plugin.
 *
 * Why (docs/architecture.md §5, the tests' speed): for a plugin without such a name Fastify looks for the
 * module whose exports are the function, scanning every entry of `require.cache`, twice per plugin
 * (fastify/lib/plugin-utils.js getPluginName). With some 20 route plugins that scan was 7-10 % of
 * building the app, and the API tests build about 2,500 apps a run. The name is also what
 * Fastify's plugin tree and errors show.
 */
export function namedPlugin<Fn extends (...args: never[]) => unknown>(
  plugin: Fn,
  name: string = plugin.name,
): Fn {
  if (!name) throw new Error('namedPlugin needs a name for an anonymous plugin');
  return fp(plugin as unknown as Parameters<typeof fp>[0], { name, encapsulate: true }) as unknown as Fn;
}
