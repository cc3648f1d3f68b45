import { useEffect } from 'react';
import { badgeTitle } from './listRules';

let originalIcon: string | null = null;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

/** Draws the count on the site icon; the original icon comes back at 0. */
async function drawFavicon(count: number): Promise<void> {
  const link = iconLink();
  if (!link) return;
  originalIcon ??= link.href;
  if (count === 0) {
    link.href = originalIcon;
    return;
  }
  const image = new Image();
  image.src = originalIcon;
  try {
    await image.decode();
  } catch {
    // No icon to draw on: a bare dot still says "something new".
  }
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  if (image.complete && image.naturalWidth > 0) ctx.drawImage(image, 0, 0, 64, 64);
  ctx.fillStyle = '#d8342c';
  ctx.beginPath();
  ctx.arc(44, 20, 20, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 26px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(count > 99 ? '99' : String(count), 44, 21);
  link.href = canvas.toDataURL('image/png');
}

/**
 * Page title and favicon badge with unseen notifications plus unread announcements, cleared at
 * 0 (document 2 §4). Pages set their own titles; an observer puts the count back in front.
 */
export function useTitleBadge(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = badgeTitle(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    void drawFavicon(count);
    const title = document.querySelector('title');
    const observer = new MutationObserver(apply);
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [count]);
  useEffect(
    () => () => {
      document.title = badgeTitle(document.title, 0);
      void drawFavicon(0);
    },
    [],
  );
}
