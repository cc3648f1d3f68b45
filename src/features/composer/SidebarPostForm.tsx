import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { useSessionStore } from '../session/sessionStore';
import { loadComposer } from './loadComposer';
import { openDraft } from './openDraft';

/**
 * The user panel's post form (document 1 §2). It waits for the first paint and an idle moment,
 * so signed-in pages show their timeline before the composer's code arrives.
 */
export function SidebarPostForm() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.user !== null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const handle = idle(() => setReady(true));
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [signedIn]);
  if (!signedIn || !ready) return null;
  return (
    <section className="panel sidebar-composer" aria-label={t('post_status.new_status')}>
      <LazyChunk name="composer" load={loadComposer} render={(m) => <m.ComposerLoader request={{ mode: 'new' }} onOpenDraft={openDraft} />} />
    </section>
  );
}
