import { useLayoutEffect } from 'react';
import { useNavigate } from '../../ui/router';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { ensureLiveRegion } from '../../ui/liveAnnouncer';
import { useShortcutHelp } from './helpStore';

const loadHelp = () => import('./ShortcutHelp');
const loadActions = () => import('./keyboardActions');

type Handler = (event: KeyboardEvent) => void;

/**
 * The app's keyboard shortcuts (issue 17), listened for once on the document. What they do
 * arrives with the first key press, outside the first visit's budget; keys pressed before it
 * is there wait for it, in order.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const helpOpen = useShortcutHelp((s) => s.open);
  const setHelpOpen = useShortcutHelp((s) => s.setOpen);

  // Listening from the commit, not after the next paint (Preact's effects): a key pressed as
  // soon as the page shows would otherwise reach no listener and be lost.
  useLayoutEffect(() => {
    ensureLiveRegion();
    let handler: Handler | null = null;
    let waiting: KeyboardEvent[] | null = null;
    let live = true;
    const load = () => {
      if (waiting) return;
      waiting = [];
      loadActions().then(
        (m) => {
          if (!live) return;
          handler = m.createShortcutHandler({ navigate, openHelp: () => setHelpOpen(true) });
          for (const event of waiting ?? []) handler(event);
          waiting = null;
        },
        // Offline: the shortcuts try again on the next key.
        () => {
          waiting = null;
        },
      );
    };
    const onKey = (event: KeyboardEvent) => {
      if (handler) handler(event);
      else if (!event.ctrlKey && !event.altKey && !event.metaKey) {
        load();
        waiting?.push(event);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      live = false;
      document.removeEventListener('keydown', onKey);
    };
  }, [navigate, setHelpOpen]);

  if (!helpOpen) return null;
  return (
    <LazyChunk
      name="shortcut-help"
      load={loadHelp}
      fallback={null}
      render={(m) => <m.ShortcutHelp onClose={() => setHelpOpen(false)} />}
    />
  );
}
