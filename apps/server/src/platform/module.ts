import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Bus } from './bus.js';
import type { Jobs } from './jobs.js';
import type { PersonalDataRegistry } from './personal-data.js';

/** What every module is built with; each module's index.ts takes this plus the services it needs. */
export interface ModuleContext {
  db: Db;
  /** LISTEN on a channel of the database, whichever node NOTIFYs it. */
  listen: Database['listen'];
  config: AppConfig;
  log: FastifyBaseLogger;
  bus: Bus;
  jobs: Jobs;
  personalData: PersonalDataRegistry;
  /** The clock business rules read (holds, time slots); tests freeze it. */
  clock: () => Date;
}

/**
 * What the modules hand each other, by name: each module adds its own entries by interface
 * augmentation in its index.ts (`declare module '../../platform/module.js' { interface Services { … } }`),
 * so this file never changes for a new module.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each module (declaration merging).
export interface Services {}

/** What building a module gives: its routes and hooks (registered in list order) and what it provides. */
export interface BuiltModule {
  plugin?: FastifyPluginAsync;
  provides?: Partial<Services>;
}

/**
 * A module as `app.ts` lists it: its name, the services it needs (provided by modules earlier in the
 * list) and how to build it with them. Building runs in list order, and so does registering the
 * plugins, and personal-data holders join the registry as they are built (in list order).
 */
export interface ModuleDefinition<Needs extends keyof Services = keyof Services> {
  name: string;
  needs: readonly Needs[];
  build(ctx: ModuleContext & Pick<Services, Needs>): BuiltModule;
}

export function defineModule<const Needs extends keyof Services = never>(
  definition: ModuleDefinition<Needs>,
): ModuleDefinition<Needs> {
  return definition;
}

/**
 * Builds `modules` in order, each with the context and the services of those before it: a module that
 * needs a service no earlier module provides is refused at boot (the list's order is the dependency
 * order). Returns the plugins, in the same order, and every service.
 */
export function buildModules(ctx: ModuleContext, modules: readonly ModuleDefinition[]) {
  const services: Partial<Services> = {};
  const plugins: { name: string; plugin: FastifyPluginAsync }[] = [];
  for (const module of modules) {
    const missing = module.needs.filter((need) => !(need in services));
    if (missing.length > 0)
      throw new Error(`module ${module.name} needs ${missing.join(', ')}: list it after what provides them`);
    const built = module.build({ ...ctx, ...(services as Services) });
    for (const name of Object.keys(built.provides ?? {}))
      if (name in services) throw new Error(`module ${module.name} provides ${name}, already provided`);
    Object.assign(services, built.provides);
    if (built.plugin) plugins.push({ name: module.name, plugin: built.plugin });
  }
  return { plugins, services: services as Services };
}
