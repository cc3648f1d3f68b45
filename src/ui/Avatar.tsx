import { useState } from 'react';
import './avatar.css';
import { StillImg } from './stillImage/StillImg';

// A neutral silhouette, inline so the fallback itself can never fail to load.
const DEFAULT_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'%3E%3Crect width='48' height='48' fill='%23606a78'/%3E%3Ccircle cx='24' cy='19' r='9' fill='%23c8ced6'/%3E%3Cpath d='M8 44c2-10 9-14 16-14s14 4 16 14z' fill='%23c8ced6'/%3E%3C/svg%3E";

interface AvatarProps {
  src: string;
  size?: number;
  /** Avatars beside a name are decorative; the name carries the meaning. */
  alt?: string;
}

export function Avatar({ src, size = 48, alt = '' }: AvatarProps) {
  // A broken avatar falls back to the default one (document 2 §8).
  const [failed, setFailed] = useState(false);
  return (
    <StillImg
      className="avatar"
      src={failed || !src ? DEFAULT_AVATAR : src}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
