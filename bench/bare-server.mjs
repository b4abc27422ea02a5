// The yardstick of bench/api-load.mjs: a bare Fastify hello-world, no plugins, no logging, run as
// its own process like the real server. Usage: PORT=3000 node bench/bare-server.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' });
