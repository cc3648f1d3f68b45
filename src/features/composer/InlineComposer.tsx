import type { Status } from '../../api';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { useCountInlineForm } from './inlineFormsStore';
import { loadComposer } from './loadComposer';
import { openDraft } from './openDraft';

/**
 * The reply or quote form under a status (document 2 §2). Tiny on its own: the form's code
 * loads the first time one opens.
 */
export function InlineComposer({
  mode,
  status,
  onClose,
}: {
  mode: 'reply' | 'quote';
  status: Status;
  onClose: () => void;
}) {
  useCountInlineForm();
  return (
    <div className="status__inline-form">
      <LazyChunk
        name="composer"
        load={loadComposer}
        render={(m) => (
          <m.ComposerLoader
            request={{ mode, status }}
            autoFocus
            onPosted={onClose}
            onCancel={onClose}
            onOpenDraft={(key) => {
              onClose();
              openDraft(key);
            }}
          />
        )}
      />
    </div>
  );
}

export default InlineComposer;
