import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextIp, quietBetterAuthWarnings } from './test-support/http.js';
import { useTestApp } from './test-support/test-app.js';

/**
 * A small fuzzer over the OpenAPI document: every operation gets a few hundred generated requests —
 * plausible values mixed with wrong types, missing and extra fields, hostile strings, broken JSON,
 * odd content types and path parameters — anonymously and signed in as each role. No answer may be a
 * 5xx, and every error leaves in the shape of every error. Seeded, so a failure can be replayed.
 */

beforeAll(quietBetterAuthWarnings);
const t = useTestApp();

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REQUESTS_PER_OPERATION = 110;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (p: number) => random() < p;

const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(10_000),
  "' OR 1=1 --",
  '"; drop table listings; --',
  '../../../../etc/passwd',
  '%00',
  'a\u0000b',
  '\u202Eevil',
  '<script>alert(1)</script>',
  '{{7*7}}',
  `\${process.exit()}`,
  '😀'.repeat(50),
  'ك'.repeat(300),
  '\ud800',
  'NaN',
  '-1',
  '1e309',
  '2026-02-30T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
  'null',
] as const;
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 63),
  Number.MAX_VALUE,
  [],
  [null],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  ...HOSTILE_STRINGS,
];

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

/** A value that fits the schema as far as a guess can (the server still checks what the schema can't say). */
function plausible(schema: JsonSchema, depth = 0): unknown {
  if (schema.anyOf) return plausible(pick(schema.anyOf), depth);
  if (schema.enum) return pick(schema.enum);
  const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time')
        return new Date(Date.now() + random() * 30 * 86_400_000).toISOString();
      if (schema.pattern === '^\\d{6}$') return String(Math.floor(random() * 1e6)).padStart(6, '0');
      return pick([
        'Noor Ali',
        'noor@example.com',
        '+973 3600 1234',
        'Seef',
        'BH67BMAG00001299123456',
        '123456',
        'cake',
      ]);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 100, min + 100);
      return Math.floor(min + random() * (max - min + 1));
    }
    case 'boolean':
      return chance(0.5);
    case 'array':
      return depth > 3
        ? []
        : Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
            plausible(schema.items ?? {}, depth + 1),
          );
    case 'object':
      return depth > 3 ? {} : objectFor(schema, depth + 1);
    default:
      return 'x';
  }
}

/** Mostly plausible, sometimes hostile. */
const value = (schema: JsonSchema, depth = 0) =>
  chance(0.3) ? pick(HOSTILE_VALUES) : plausible(schema, depth);

function objectFor(schema: JsonSchema, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(name);
    if (!required && chance(0.3)) continue;
    if (required && chance(0.05)) continue; // a missing required field
    out[name] = value(property, depth);
  }
  if (chance(0.1)) out[`extra${Math.floor(random() * 10)}`] = pick(HOSTILE_VALUES);
  return out;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Parameter[];
}

const RAW_BODIES: Array<{ type: string; payload: string }> = [
  { type: 'application/json', payload: '{"email":' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: '"a string"' },
  { type: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json', payload: '{"__proto__":{"role":"admin"}}' },
  { type: 'application/json', payload: '{"constructor":{"prototype":{"role":"admin"}}}' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&password=x' },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'application/json', payload: JSON.stringify({ q: 'x'.repeat(2_000_000) }) },
];

function pathValue(): string {
  return chance(0.5)
    ? randomUUID()
    : encodeURIComponent(pick(['abc', '..', '%2e%2e%2f', '-1', 'x'.repeat(500), '١٢٣', '😀', '\u0000', ' ']));
}

function queryString(parameters: Parameter[]): string {
  const query = new URLSearchParams();
  for (const p of parameters.filter((x) => x.in === 'query')) {
    if (!p.required && chance(0.4)) continue;
    const v = value(p.schema);
    query.append(p.name, typeof v === 'string' ? v : JSON.stringify(v));
    if (chance(0.05)) query.append(p.name, 'twice');
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

describe('the OpenAPI fuzz', () => {
  it(`answers ${REQUESTS_PER_OPERATION} generated requests per operation, none with a 5xx (seed ${SEED})`, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const cookies = [
      undefined,
      (await t.factories.user({ role: 'customer' })).cookie,
      (await t.factories.user({ role: 'retailer' })).cookie,
      (await t.factories.user({ role: 'driver' })).cookie,
      (await t.factories.user({ role: 'admin' })).cookie,
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        for (let i = 0; i < REQUESTS_PER_OPERATION; i++) {
          const url = path.replace(/\{\w+\}/g, pathValue) + queryString(op.parameters ?? []);
          const raw = bodySchema && chance(0.15) ? pick(RAW_BODIES) : undefined;
          const headers: Record<string, string> = {};
          const cookie = pick(cookies);
          if (cookie) headers.cookie = cookie;
          if (raw) headers['content-type'] = raw.type;
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            remoteAddress: nextIp(),
            headers,
            ...(raw ? { payload: raw.payload } : bodySchema ? { payload: value(bodySchema) as object } : {}),
          });
          sent++;
          const where = `${method.toUpperCase()} ${url.slice(0, 200)} (${raw ? `raw ${raw.type}` : 'json'})`;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 300)}`);
          else if (res.statusCode >= 400 && !apiErrorSchema.safeParse(safeJson(res.body)).success) {
            failures.push(`${res.statusCode} not in the error shape, ${where}: ${res.body.slice(0, 300)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(2000);
  }, 600_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
