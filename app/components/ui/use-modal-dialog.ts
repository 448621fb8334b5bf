import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Opens and closes a native <dialog> as a modal to follow `open`, and closes it on a
 * click on its backdrop (a click whose target is the dialog element itself).
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  // After every render, not only when `open` changes: a dialog closed by the browser (Escape)
  // and opened again before React has rendered the close (another picture at once) keeps
  // `open` true throughout, and must still be shown.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  });

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return { ref, onClick, onClose };
}
