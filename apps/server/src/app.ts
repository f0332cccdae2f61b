import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { healthResponseSchema } from '@haflah/contracts';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, type Config, REQUEST_TIMEOUT_MS_DEFAULT } from './config.js';
import type { Database } from './db/client.js';
import { registerCompression } from './http/compress.js';
import { body, frameworkErrors, registerErrorHandling } from './http/errors.js';
import { LOG_SERIALIZERS } from './http/logging.js';
import { registerRateLimits } from './http/rate-limit.js';
import { refuseForeignOrigins, registerSecurityHeaders } from './http/security.js';
import { contractSerializerCompiler } from './http/serializer.js';
import { HEALTHY, serverWithHealthProbe } from './http/server.js';
import { isAppPage, registerMedia, registerWebApp } from './http/static.js';
import { accountModule } from './modules/account/index.js';
import { addressesModule } from './modules/addresses/index.js';
import { analyticsModule } from './modules/analytics/index.js';
import { auditModule } from './modules/audit/index.js';
import { authModule } from './modules/auth/index.js';
import { cartModule } from './modules/cart/index.js';
import { catalogueModule } from './modules/catalogue/index.js';
import { deliveriesModule, deliveryRoutesModule } from './modules/deliveries/index.js';
import { driversModule } from './modules/drivers/index.js';
import { eventsModule } from './modules/events/index.js';
import { favoritesModule } from './modules/favorites/index.js';
import { ledgerModule } from './modules/ledger/index.js';
import { mailModule } from './modules/mail/index.js';
import { offersModule } from './modules/offers/index.js';
import { orderRoutesModule, ordersModule } from './modules/orders/index.js';
import { type CardGateway, paymentsModule } from './modules/payments/index.js';
import { realtimeModule } from './modules/realtime/index.js';
import { reviewsModule } from './modules/reviews/index.js';
import { shopRoomsModule, shopsAdminModule, shopsModule } from './modules/shops/index.js';
import { supportModule } from './modules/support/index.js';
import { trackingModule } from './modules/tracking/index.js';
import { createBus } from './platform/bus.js';
import { createJobs } from './platform/jobs.js';
import { buildModules, type ModuleContext } from './platform/module.js';
import { createPersonalDataRegistry } from './platform/personal-data.js';
import { workflowsModule } from './workflows/index.js';

export type { AppConfig } from './config.js';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Where the log goes (default: standard output); tests read it. */
  logStream?: { write(line: string): void };
  /** The clock business rules read (holds, time slots); tests freeze it. */
  clock?: () => Date;
  /** Fault tests only (ADR 016): wraps the card gateway to make it fail on purpose. */
  wrapGateway?: (gateway: CardGateway) => CardGateway;
}

/** Fastify takes a hop count too, but its types don't say so: a count is "believe the first n hops". */
function trustProxyOption(value: Config['TRUST_PROXY'] = false) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp({ config, database, logStream, clock, wrapGateway }: AppOptions) {
  const app = Fastify({
    // Silent (tests, benchmarks): no logger at all, rather than one that makes a child per request.
    logger:
      config.LOG_LEVEL === 'silent' && !logStream
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: LOG_SERIALIZERS,
            ...(logStream ? { stream: logStream } : {}),
          },
    // One line per request drowns everything else; `LOG_LEVEL=debug` brings them back.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    // Off by default: X-Forwarded-For is only believed from the proxies named in TRUST_PROXY, or any
    // client could pick its own address and walk around the per-IP limits.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    serverFactory: serverWithHealthProbe,
    requestTimeout: config.REQUEST_TIMEOUT_MS ?? REQUEST_TIMEOUT_MS_DEFAULT,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, { distDir: config.WEB_DIST, publicUrl: config.PUBLIC_URL });
  refuseForeignOrigins(app, config.PUBLIC_URL);
  await registerRateLimits(app);
  await registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Haflah API', description: 'Party and event marketplace for Bahrain', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // A listening server answers GET /healthz before Fastify (http/server.ts); this route answers the
  // same for app.inject, for /healthz?…, and in the route table. Nothing to compress, no promise.
  app.get(
    '/healthz',
    { compress: false, schema: { hide: true, response: { 200: healthResponseSchema } } },
    (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return HEALTHY;
    },
  );

  // Nothing the API answers is kept by a browser or a proxy unless its route says so (the public
  // catalogue lists do): answers with sessions or personal data are no-store however they are made,
  // errors included. Added to each API route as it is declared, so other routes run no extra hook.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, noStoreByDefault];
  });

  const ctx: ModuleContext = {
    db: database.db,
    listen: database.listen,
    config,
    log: app.log,
    bus: createBus(app.log),
    jobs: createJobs({ db: database.db, log: app.log, enabled: config.JOBS_ENABLED ?? true }),
    personalData: createPersonalDataRegistry(),
    clock: clock ?? (() => new Date()),
  };
  // One ordered list (ADR 017): each module is built, then registered, in this order. Order matters
  // twice: a module comes after those whose services it needs (checked at boot), and personal-data
  // holders export and erase in the order they joined. The workflows sit above the modules (ADR 016):
  // after orders, the ledger and the payments' providers, before the orders' routes that run them.
  const modules = [
    authModule,
    auditModule,
    mailModule,
    shopsModule,
    catalogueModule,
    driversModule,
    // Before the orders (the admin dashboard counts deliveries waiting) and the workflows (they drive it).
    deliveriesModule,
    cartModule,
    addressesModule,
    paymentsModule({ wrapGateway }),
    ledgerModule,
    realtimeModule,
    shopRoomsModule,
    eventsModule,
    supportModule,
    trackingModule,
    // Before the orders: their checkout applies the offers and promo codes.
    offersModule,
    ordersModule,
    workflowsModule,
    orderRoutesModule,
    // After the orders: a review is of an order's item.
    reviewsModule,
    deliveryRoutesModule,
    shopsAdminModule,
    favoritesModule,
    accountModule,
    // A read model over the orders, the ledger, bookings and shops: after all of them.
    analyticsModule,
  ];
  const { plugins, services } = buildModules(ctx, modules);
  for (const { plugin } of plugins) await app.register(plugin);
  ctx.jobs.start();
  app.addHook('onClose', () => ctx.jobs.stop());
  app.decorate('services', {
    auth: services.auth,
    mailer: services.mailer,
    cart: services.cart,
    money: services.money,
    deliveriesSweep: services.deliveriesSweep,
  });

  await registerMedia(app, config.UPLOADS_DIR);
  const servesWeb = await registerWebApp(app, config.WEB_DIST);
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && isAppPage(request))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send(body('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}

/** Answers that did not say how long they may be kept are not kept at all. */
async function noStoreByDefault(_request: FastifyRequest, reply: FastifyReply) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      auth: import('./modules/auth/index.js').AuthService;
      mailer: import('./modules/mail/index.js').MailSender;
      cart: import('./modules/cart/index.js').CartService;
      /** The money job's work (ADR 016): tests run it by hand, as they do the mail outbox. */
      money: import('./workflows/money.js').MoneyRunner;
      /** The deliveries' sweep job's work (issue 25): tests run it by hand with a moved clock. */
      deliveriesSweep: () => Promise<unknown>;
    };
  }
}
