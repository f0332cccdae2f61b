import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { IMAGE_MAX_INPUT_PIXELS, IMAGE_MAX_SIDE, toWebp } from './images.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } });

const refusal = async (bytes: Buffer) => {
  const err = await toWebp(bytes, { maxSide: 512 }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
};

describe('toWebp', () => {
  it.each([
    ['png', () => solid(2000, 1000).png().toBuffer(), IMAGE_MAX_SIDE.listing, [1600, 800]],
    ['jpeg', () => solid(800, 1200).jpeg().toBuffer(), IMAGE_MAX_SIDE.logo, [341, 512]],
    ['webp', () => solid(300, 300).webp().toBuffer(), IMAGE_MAX_SIDE.logo, [300, 300]],
    ['gif', () => solid(120, 60).gif().toBuffer(), IMAGE_MAX_SIDE.logo, [120, 60]],
    ['tiff', () => solid(90, 30).tiff().toBuffer(), IMAGE_MAX_SIDE.logo, [90, 30]],
  ] as const)(
    'turns a %s into a WebP inside its largest side, never enlarged',
    async (_f, make, maxSide, size) => {
      const out = await toWebp(await make(), { maxSide });
      expect(await sharp(out).metadata()).toMatchObject({ format: 'webp', width: size[0], height: size[1] });
    },
  );

  it('refuses a picture claiming more pixels than IMAGE_MAX_INPUT_PIXELS before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_INPUT_PIXELS)) + 1;
    const bomb = await solid(side, side).png({ compressionLevel: 9 }).toBuffer();
    expect(await refusal(bomb)).toBe('IMAGE_INVALID');
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['random bytes', Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 37) % 256))],
  ])('refuses %s with IMAGE_INVALID', async (_case, bytes) => {
    expect(await refusal(bytes)).toBe('IMAGE_INVALID');
  });
});
