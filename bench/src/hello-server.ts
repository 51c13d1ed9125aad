// A bare Fastify hello-world: the ceiling the real API is compared with, started in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
