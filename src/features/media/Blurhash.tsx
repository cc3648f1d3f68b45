import { decode } from 'blurhash';
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../ui/afterNextPaint';

/**
 * Decoding is done small and scaled up by CSS: a blurhash holds at most 9 waves across, which
 * 16 pixels draw, and every pixel costs a cosine per wave on the first screen (issue 7).
 */
const SIZE = 16;

/** A blurhash placeholder painted on a canvas behind a picture while it loads or is hidden. */
export function Blurhash({ hash }: { hash: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  // Drawn after the frame that shows the status: a click's render (opening a conversation)
  // runs its effects before that frame, and a placeholder can come a frame late (issue 28).
  useEffect(
    () =>
      afterNextPaint(() => {
        const canvas = ref.current;
        const ctx = canvas?.getContext('2d');
        if (!canvas || !ctx) return;
        try {
          const pixels = decode(hash, SIZE, SIZE);
          const image = ctx.createImageData(SIZE, SIZE);
          image.data.set(pixels);
          ctx.putImageData(image, 0, 0);
        } catch {
          // A malformed hash leaves the plain background.
        }
      }),
    [hash],
  );
  return (
    <canvas
      ref={ref}
      className="attachment__blurhash"
      width={SIZE}
      height={SIZE}
      aria-hidden="true"
    />
  );
}
