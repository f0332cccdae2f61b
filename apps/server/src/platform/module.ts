import type { FastifyBaseLogger } from 'fastify';
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
