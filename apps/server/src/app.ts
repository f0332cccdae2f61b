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
import { createAccountModule } from './modules/account/index.js';
import { createAddressesModule } from './modules/addresses/index.js';
import { createAdminModule } from './modules/admin/index.js';
import { createAuthModule } from './modules/auth/index.js';
import { createCartModule } from './modules/cart/index.js';
import { createCatalogueModule } from './modules/catalogue/index.js';
import { createDriversModule } from './modules/drivers/index.js';
import { createEventsModule } from './modules/events/index.js';
import { createFavoritesModule } from './modules/favorites/index.js';
import { createLedgerModule } from './modules/ledger/index.js';
import { createMailModule } from './modules/mail/index.js';
import { createOrdersModule } from './modules/orders/index.js';
import { type CardGateway, createPaymentsModule } from './modules/payments/index.js';
import { createRealtimeModule } from './modules/realtime/index.js';
import { createRetailersModule } from './modules/retailers/index.js';
import { createBus } from './platform/bus.js';
import { createJobs } from './platform/jobs.js';
import type { ModuleContext } from './platform/module.js';
import { createPersonalDataRegistry } from './platform/personal-data.js';
import { createWorkflows } from './workflows/index.js';

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
  // Order matters twice: a module is built after those it needs, and personal-data holders export
  // and erase in the order they joined.
  const auth = createAuthModule(ctx);
  const mail = createMailModule(ctx);
  const catalogue = createCatalogueModule(ctx);
  const retailers = createRetailersModule({ ...ctx, auth: auth.service });
  const drivers = createDriversModule({ ...ctx, auth: auth.service });
  const admin = createAdminModule({ ...ctx, auth: auth.service, retailers: retailers.service });
  const cart = createCartModule({ ...ctx, auth: auth.service });
  const addresses = createAddressesModule({ ...ctx, auth: auth.service });
  const payments = createPaymentsModule({ ...ctx, auth: auth.service, wrapGateway });
  const ledger = createLedgerModule(ctx);
  const realtime = createRealtimeModule({ ...ctx, auth: auth.service });
  const events = createEventsModule({
    ...ctx,
    auth: auth.service,
    addresses: addresses.service,
    rooms: realtime.hub,
  });
  const orders = createOrdersModule({
    ...ctx,
    auth: auth.service,
    cart: cart.service,
    addresses: addresses.service,
    payments: payments.service,
    providers: payments.providers,
    ledgerOf: (orderId) => ledger.service.entriesOf(ctx.db, orderId),
    plannedEvents: events.service,
    rooms: realtime.hub,
  });
  // Workflows sit above the modules (ADR 016): checkout and order moves, with their money steps.
  const { cash, card } = payments.providers;
  const workflows = createWorkflows({
    ...ctx,
    orders: orders.orders,
    checkout: orders.checkout,
    ledger: ledger.service,
    providers: { [cash.name]: cash, [card.name]: card },
  });
  const ordersPlugin = orders.connect(workflows.flows);
  const favorites = createFavoritesModule({ ...ctx, auth: auth.service, catalogue: catalogue.service });
  const account = createAccountModule({ ...ctx, auth: auth.service });
  for (const module of [
    catalogue,
    auth,
    account,
    retailers,
    drivers,
    admin,
    cart,
    addresses,
    payments,
    { plugin: ordersPlugin },
    favorites,
    events,
    realtime,
    mail,
  ]) {
    await app.register(module.plugin);
  }
  ctx.jobs.start();
  app.addHook('onClose', () => ctx.jobs.stop());
  app.decorate('services', {
    auth: auth.service,
    mailer: mail.mailer,
    cart: cart.service,
    money: workflows.money,
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
    };
  }
}
