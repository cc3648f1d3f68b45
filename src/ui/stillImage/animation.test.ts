import { describe, expect, it } from 'vitest';
import { isAnimatedImage } from './animation';

const text = (s: string) => [...s].map((c) => c.charCodeAt(0));
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >> 24) & 255];
const be32 = (n: number) => le32(n).reverse();

/** A GIF89a of 1x1 with a 2-colour global table and `frames` image blocks. */
function gif(frames: number): Uint8Array {
  const header = [...text('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const loop = [0x21, 0xff, 11, ...text('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  const frame = [
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0],
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    ...[2, 2, 0x44, 0x01, 0],
  ];
  const body: number[] = [];
  for (let i = 0; i < frames; i++) body.push(...frame);
  return new Uint8Array([...header, ...(frames > 1 ? loop : []), ...body, 0x3b]);
}

function webp(chunks: [string, number[]][]): Uint8Array {
  const body = chunks.flatMap(([name, data]) => [
    ...text(name),
    ...le32(data.length),
    ...data,
    ...(data.length % 2 ? [0] : []),
  ]);
  return new Uint8Array([...text('RIFF'), ...le32(4 + body.length), ...text('WEBP'), ...body]);
}

function png(chunks: string[]): Uint8Array {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const body = chunks.flatMap((name) => {
    const data =
      name === 'IHDR'
        ? new Array<number>(13).fill(0)
        : name === 'acTL'
          ? new Array<number>(8).fill(0)
          : [];
    return [...be32(data.length), ...text(name), ...data, 0, 0, 0, 0];
  });
  return new Uint8Array([...sig, ...body]);
}

describe('isAnimatedImage', () => {
  it('tells a moving GIF from a still one by its frames', () => {
    expect(isAnimatedImage(gif(1))).toBe(false);
    expect(isAnimatedImage(gif(2))).toBe(true);
  });

  it('reads the animation flag and chunks of WEBP', () => {
    expect(isAnimatedImage(webp([['VP8 ', [1, 2, 3, 4]]]))).toBe(false);
    expect(isAnimatedImage(webp([['VP8X', [0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0]]]))).toBe(true);
    expect(isAnimatedImage(webp([['VP8X', [0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0]]]))).toBe(false);
    expect(isAnimatedImage(webp([['ANIM', [0, 0, 0, 0, 0, 0]]]))).toBe(true);
  });

  it('finds APNG by acTL before the first IDAT', () => {
    expect(isAnimatedImage(png(['IHDR', 'IDAT', 'IEND']))).toBe(false);
    expect(isAnimatedImage(png(['IHDR', 'acTL', 'IDAT', 'IEND']))).toBe(true);
    expect(isAnimatedImage(png(['IHDR', 'IDAT', 'acTL', 'IEND']))).toBe(false);
  });

  it('says no for other formats and truncated bytes', () => {
    expect(isAnimatedImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(isAnimatedImage(new Uint8Array([]))).toBe(false);
    expect(isAnimatedImage(gif(2).subarray(0, 20))).toBe(false);
  });
});
