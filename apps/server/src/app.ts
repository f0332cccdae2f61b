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
import { accountRoutes } from './modules/account/account.routes.js';
import { createAttemptsRepository } from './modules/auth/attempts.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createBetterAuth } from './modules/auth/better-auth.js';
import { createCartRepository } from './modules/cart/cart.repository.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { createDriversRepository } from './modules/drivers/drivers.repository.js';
import { createMailRepository } from './modules/mail/mail.repository.js';
import { devMailboxRoutes } from './modules/mail/mail.routes.js';
import { createMailSender } from './modules/mail/mail.sender.js';
import { codeEmail } from './modules/mail/mail.templates.js';
import { createProfilesRepository } from './modules/profiles/profiles.repository.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { createStaffService } from './modules/staff/staff.service.js';

export type AppConfig = Pick<
  Config,
  'WEB_DIST' | 'UPLOADS_DIR' | 'LOG_LEVEL' | 'NODE_ENV' | 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM'
> &
  Partial<Pick<Config, 'TRUST_PROXY'>> & { AUTH_SECRET: string };

export interface AppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The clock business rules read (holds, time slots); tests freeze it. */
  clock?: () => Date;
}

/** How often lapsed holds are swept; they stop counting the moment they expire regardless. */
const HOLD_SWEEP_MS = 60_000;

/** Fastify takes a hop count too, but its types don't say so: a count is "believe the first n hops". */
function trustProxyOption(value: Config['TRUST_PROXY'] = false) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp({ config, database, logger, clock }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    // One line per request drowns everything else; `LOG_LEVEL=debug` brings them back.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    // Off by default: X-Forwarded-For is only believed from the proxies named in TRUST_PROXY, or any
    // client could pick its own address and walk around the per-IP limits.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
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

  const mailRepo = createMailRepository(database.db);
  const mailer = createMailSender({
    repo: mailRepo,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    production: config.NODE_ENV === 'production',
    logger: app.log,
  });
  const profiles = createProfilesRepository(database.db);
  const betterAuth = createBetterAuth({
    db: database.db,
    secret: config.AUTH_SECRET,
    publicUrl: config.PUBLIC_URL,
    sendCode: async (email, code) => {
      await mailRepo.enqueue(codeEmail(email, code));
      // Deliver right away; the poller retries failures and picks up work from other nodes.
      mailer.deliverPending().catch((err) => app.log.error({ err }, 'email delivery failed'));
    },
    onUserCreated: async (userId) => {
      await profiles.ensure(userId);
    },
  });
  const auth = createAuthService({
    auth: betterAuth,
    attempts: createAttemptsRepository(database.db),
    profiles,
  });
  const staff = createStaffService({ auth, catalogue, drivers: createDriversRepository(database.db) });
  await app.register(authRoutes(auth), { prefix: '/api' });
  await app.register(accountRoutes({ auth, profiles, mail: mailRepo, staff }), { prefix: '/api' });
  await app.register(staffRoutes({ auth, catalogue, staff }), { prefix: '/api' });
  const cart = createCartService(createCartRepository(database.db), clock);
  await app.register(cartRoutes({ auth, cart }), { prefix: '/api' });
  if (config.NODE_ENV !== 'test') {
    const sweep = setInterval(() => {
      cart.cleanupExpired().catch((err) => app.log.error({ err }, 'expired hold cleanup failed'));
    }, HOLD_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', () => clearInterval(sweep));
  }
  if (config.NODE_ENV !== 'production') await app.register(devMailboxRoutes(mailRepo));
  if (config.NODE_ENV !== 'test') mailer.start();
  app.addHook('onClose', () => mailer.stop());
  app.decorate('services', { auth, profiles, mailer, cart });

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

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      auth: import('./modules/auth/auth.service.js').AuthService;
      profiles: import('./modules/profiles/profiles.repository.js').ProfilesRepository;
      mailer: import('./modules/mail/mail.sender.js').MailSender;
      cart: import('./modules/cart/cart.service.js').CartService;
    };
  }
}
