import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { healthResponseSchema } from '@haflah/contracts';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { body, registerErrorHandling } from './http/errors.js';
import { contractSerializerCompiler } from './http/serializer.js';
import { registerMedia, registerWebApp } from './http/static.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';

export interface AppOptions {
  config: Pick<Config, 'WEB_DIST' | 'UPLOADS_DIR' | 'LOG_LEVEL' | 'NODE_ENV'>;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    // One line per request drowns everything else; `LOG_LEVEL=debug` brings them back.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Haflah API', description: 'Party and event marketplace for Bahrain', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true, response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  const catalogue = createCatalogueService(createCatalogueRepository(database.db));
  await app.register(catalogueRoutes(catalogue), { prefix: '/api' });

  await registerMedia(app, config.UPLOADS_DIR);
  const servesWeb = await registerWebApp(app, config.WEB_DIST);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      servesWeb &&
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send(body('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
