import { useLayoutEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';

/**
 * Gives focus back, when the component goes, to whatever had it when the component first
 * rendered: a dialog removed from the page cannot do that itself. The opener is read during the
 * first render, before any effect of the dialog moves focus; call this after the effect that
 * closes the dialog, so focus goes back once the page is no longer inert.
 */
export function useFocusReturn(): void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useLayoutEffect(
    () => () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
}

/**
 * Opens a native <dialog> as a modal for as long as the component is mounted. A modal dialog
 * makes the rest of the page inert, so focus cannot leave it; when it goes, focus goes back to
 * whatever had it before.
 */
export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // A layout cleanup runs while the dialog is still in the page.
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  useFocusReturn();
  return ref;
}

/**
 * A dialog's `cancel` (Escape) handler: the app closes it its own way, since the browser would
 * otherwise close the element behind React's back.
 */
export function closeOnCancel(close: () => void): (event: SyntheticEvent) => void {
  return (event) => {
    event.preventDefault();
    close();
  };
}
