import type { ImgHTMLAttributes } from 'react';
import { useStillSrc } from './useStillSrc';

/** An img that holds still when animations are stopped, and moves under the pointer. */
export function StillImg({ src = '', ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const still = useStillSrc(src);
  return <img {...props} {...still.handlers} src={still.src} />;
}
