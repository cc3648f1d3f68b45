import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Opens a native <dialog> as a modal for as long as the component is mounted. A modal dialog
 * makes the rest of the page inert, so focus cannot leave it; when it goes, focus goes back to
 * whatever had it before, since a dialog removed from the page cannot do that itself.
 */
export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    // A layout cleanup runs while the dialog is still in the page.
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return ref;
}
