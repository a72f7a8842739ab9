#!/usr/bin/env node
// The yardstick of npm run bench (docs/benchmarks.md): a bare Fastify hello-world route, same Fastify
// version as the API, no plugins, no logger, in its own process. Listens on PORT (127.0.0.1).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
