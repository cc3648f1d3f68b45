import { useEffect } from 'react';
import { useSearchParams } from '../../ui/router';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { useSessionStore } from '../../core/session/sessionStore';
import { loadPostModal } from './loadComposer';
import { usePostModal } from './postModalStore';

/**
 * Mounted once in the layout: renders the post modal while one is requested (its code loads
 * on first use), and opens it pre-filled when the address has ?message= (document 2 §2).
 */
export function PostModalHost() {
  const request = usePostModal((s) => s.request);
  const openCount = usePostModal((s) => s.openCount);
  const signedIn = useSessionStore((s) => s.user !== null);
  const [params, setParams] = useSearchParams();
  const message = params.get('message');

  useEffect(() => {
    if (!signedIn || message === null) return;
    usePostModal.getState().open({ mode: 'new', initialText: message });
    // The text now lives in the form (and its draft); a reload must not open it again.
    setParams(
      (p) => {
        p.delete('message');
        return p;
      },
      { replace: true },
    );
  }, [signedIn, message, setParams]);

  // Edit and post modals render only when signed in (document 2 §2).
  if (!request || !signedIn) return null;
  return (
    <LazyChunk
      key={openCount}
      name="post-modal"
      load={loadPostModal}
      render={(m) => <m.default request={request} />}
    />
  );
}
