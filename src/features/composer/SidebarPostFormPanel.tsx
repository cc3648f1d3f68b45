import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { loadComposer } from './loadComposer';
import { openDraft } from './openDraft';

/**
 * The post form's panel. It waits for an idle moment after the first paint, so signed-in pages
 * show their timeline before the composer's code arrives.
 */
export default function SidebarPostFormPanel() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const handle = idle(() => setReady(true));
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return (
    <section className="panel sidebar-composer" aria-label={t('new_post.panel')}>
      {ready && (
        <LazyChunk
          name="composer"
          load={loadComposer}
          render={(m) => <m.ComposerLoader request={{ mode: 'new' }} onOpenDraft={openDraft} />}
        />
      )}
    </section>
  );
}
