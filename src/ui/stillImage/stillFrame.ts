import { readImageBytes } from './imageBytes';
import { isAnimatedImage } from './animation';

const frames = new Map<string, Promise<string | null>>();

/** Draws the first frame of decoded image bytes into a PNG object URL. */
async function firstFrame(bytes: Uint8Array): Promise<string | null> {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart]));
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? URL.createObjectURL(blob) : null;
}

async function load(url: string): Promise<string | null> {
  const bytes = await readImageBytes(url);
  if (!bytes || !isAnimatedImage(bytes)) return null;
  return firstFrame(bytes).catch(() => null);
}

/**
 * A still copy of an animated image, or null when it does not move or cannot be read. The
 * copy is drawn from fetched bytes, not from the shown image, so a cross-origin image does not
 * taint the canvas. One answer per URL for the whole session.
 */
export function stillFrame(url: string): Promise<string | null> {
  let frame = frames.get(url);
  if (!frame) {
    frame = load(url);
    frames.set(url, frame);
  }
  return frame;
}
