import { encodeH264, rgbToYuv, type YuvPicture } from './h264.js';
import { muxMp4 } from './mp4.js';
import { hex, painterFor } from './patterns.js';

/** The seeded video: a heron-on-a-post scene whose light shifts from morning to dusk. */

export const VIDEO = {
  width: 160,
  height: 96,
  fps: 10,
  pictures: 6,
  framesPerPicture: 8,
  seconds: 4.8,
};

const SKIES = ['#bde0fe', '#a2d2ff', '#ffc8dd', '#ffafcc', '#cdb4db', '#8ecae6'];

function picture(index: number): YuvPicture {
  const { width, height } = VIDEO;
  const paint = painterFor({
    pattern: 'hills',
    colours: [hex(SKIES[index % SKIES.length] ?? '#bde0fe'), hex('#588157'), hex('#a3b18a')],
  });
  const y = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array((width / 2) * (height / 2));
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      const u = col / width;
      const v = row / height;
      // The heron: a dark post and a grey body, so the scene reads as more than a gradient.
      const post = Math.abs(u - 0.62) < 0.02 && v > 0.55;
      const body = Math.hypot((u - 0.62) * 1.6, v - 0.45) < 0.08;
      const [r, g, b] = post ? [70, 50, 40] : body ? [150, 155, 165] : paint(u, v);
      const [Y, U, V] = rgbToYuv(r, g, b);
      y[row * width + col] = Y;
      if (row % 2 === 0 && col % 2 === 0) {
        cb[(row / 2) * (width / 2) + col / 2] = U;
        cr[(row / 2) * (width / 2) + col / 2] = V;
      }
    }
  }
  return { y, cb, cr };
}

export function encodeVideo(): Buffer {
  const pictures = Array.from({ length: VIDEO.pictures }, (_, i) => picture(i));
  const stream = encodeH264(VIDEO.width, VIDEO.height, pictures, VIDEO.framesPerPicture);
  return muxMp4(stream, VIDEO.width, VIDEO.height, VIDEO.fps);
}
