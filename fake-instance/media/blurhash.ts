import type { Painter } from './png.js';

/**
 * A BlurHash encoder written from the published algorithm: a few cosine components of the
 * picture in linear light, quantised and written in base 83. We sample the painter on a
 * small grid, which is all a blur needs, so the hash matches the served picture.
 */

const DIGITS =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function base83(value: number, length: number): string {
  let out = '';
  for (let i = 1; i <= length; i += 1) {
    const digit = Math.floor(value / 83 ** (length - i)) % 83;
    out += DIGITS[digit];
  }
  return out;
}

function toLinear(channel: number): number {
  const v = channel / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function toSrgb(value: number): number {
  const v = Math.max(0, Math.min(1, value));
  return v <= 0.0031308
    ? Math.round(v * 12.92 * 255 + 0.5)
    : Math.round((1.055 * v ** (1 / 2.4) - 0.055) * 255 + 0.5);
}

function signPow(value: number, exponent: number): number {
  return Math.sign(value) * Math.abs(value) ** exponent;
}

export function blurhashOf(
  paint: Painter,
  aspect: number,
  componentsX = 4,
  componentsY = 3,
): string {
  const width = 32;
  const height = Math.max(4, Math.round(32 / aspect));
  const pixels: [number, number, number][] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint((x + 0.5) / width, (y + 0.5) / height);
      pixels.push([toLinear(r), toLinear(g), toLinear(b)]);
    }
  }
  const factors: [number, number, number][] = [];
  for (let j = 0; j < componentsY; j += 1) {
    for (let i = 0; i < componentsX; i += 1) {
      const normalisation = i === 0 && j === 0 ? 1 : 2;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const basis =
            normalisation *
            Math.cos((Math.PI * i * x) / width) *
            Math.cos((Math.PI * j * y) / height);
          const pixel = pixels[y * width + x] as [number, number, number];
          r += basis * pixel[0];
          g += basis * pixel[1];
          b += basis * pixel[2];
        }
      }
      const scale = 1 / (width * height);
      factors.push([r * scale, g * scale, b * scale]);
    }
  }
  const [dc, ...ac] = factors as [[number, number, number], ...[number, number, number][]];
  let hash = base83(componentsX - 1 + (componentsY - 1) * 9, 1);
  let maximum = 1;
  if (ac.length > 0) {
    const actual = Math.max(...ac.flatMap((f) => f.map(Math.abs)));
    const quantised = Math.floor(Math.max(0, Math.min(82, Math.floor(actual * 166 - 0.5))));
    maximum = (quantised + 1) / 166;
    hash += base83(quantised, 1);
  } else {
    hash += base83(0, 1);
  }
  hash += base83((toSrgb(dc[0]) << 16) + (toSrgb(dc[1]) << 8) + toSrgb(dc[2]), 4);
  for (const [r, g, b] of ac) {
    const q = (c: number) =>
      Math.floor(Math.max(0, Math.min(18, Math.floor(signPow(c / maximum, 0.5) * 9 + 9.5))));
    hash += base83(q(r) * 19 * 19 + q(g) * 19 + q(b), 2);
  }
  return hash;
}
