import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@haflah/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** The most files one request may carry (a listing's pictures: up to 8). */
export const UPLOAD_MAX_FILES = 8;

/**
 * Uploads one account may send, refused ones included: each is decoded and re-encoded (CPU and
 * memory), so 30 per 10 minutes, counted in PostgreSQL (platform/attempts.ts) across nodes, under
 * `uploadLimit(userId)`'s key for every kind of upload (a logo, a listing's pictures).
 */
export const UPLOAD_RATE_LIMIT = { max: 30, windowSeconds: 600 } as const;
export const uploadLimit = (userId: string) => ({ key: `upload:account:${userId}`, ...UPLOAD_RATE_LIMIT });

/**
 * multipart/form-data, for the routes that take uploads: register it in the scope (plugin) holding
 * them, never for the whole app, since the multipart plugin adds a hook to every request of its scope
 * (app.healthz.test.ts holds that a request elsewhere runs only the app's own hooks). Files are read
 * into memory up to IMAGE_MAX_BYTES each (a larger one is cut off and refused, never buffered whole).
 */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 1000, parts: 20 },
  });
}

const tooLarge = () => new AppError('IMAGE_TOO_LARGE', 'The image is too large');
const noFile = () => new AppError('IMAGE_INVALID', 'No file was sent');

/** Whether an error is @fastify/multipart's for a file over its size limit. */
const isTooLarge = (err: unknown) =>
  (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE' ||
  (err as { statusCode?: number } | null)?.statusCode === 413;

/**
 * The one file of a multipart request (whatever its field's name), as bytes: IMAGE_TOO_LARGE (413)
 * when it is over `maxBytes`, IMAGE_INVALID (400) when the request carries no file. Whether the bytes
 * are a picture is platform/images.ts's question.
 */
export async function readOneFile(req: FastifyRequest, maxBytes = IMAGE_MAX_BYTES): Promise<Buffer> {
  if (!req.isMultipart()) throw noFile();
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw noFile();
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isTooLarge(err)) throw tooLarge();
    throw noFile();
  }
}

/**
 * Every file of a multipart request (up to `max`), as bytes, in the order sent: IMAGE_TOO_LARGE when
 * any is over `maxBytes`, IMAGE_INVALID when there is none or more than `max`.
 */
export async function readFiles(
  req: FastifyRequest,
  { max = UPLOAD_MAX_FILES, maxBytes = IMAGE_MAX_BYTES }: { max?: number; maxBytes?: number } = {},
): Promise<Buffer[]> {
  if (!req.isMultipart()) throw noFile();
  const files: Buffer[] = [];
  try {
    for await (const part of req.files({ limits: { fileSize: maxBytes, files: max } })) {
      files.push(await part.toBuffer());
    }
  } catch (err) {
    if (isTooLarge(err)) throw tooLarge();
    throw noFile();
  }
  if (files.length === 0) throw noFile();
  return files;
}
