import { useId, type ReactNode } from 'react';
import { CloseButton } from './close-button';
import { useModalDialog } from './use-modal-dialog';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Wider for a large image. */
  size?: 'md' | 'lg';
};

/**
 * A centred modal dialog on the native <dialog> (see docs/decisions/002): focus stays
 * inside, Escape and the close button close it, focus returns to the opener.
 */
export function Modal({ open, onClose, title, children, size = 'md' }: ModalProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 ${size === 'lg' ? 'max-w-5xl' : 'max-w-xl'}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        <CloseButton onClick={onClose} className="-mr-2 -mt-1" />
      </div>
      {/* Long content scrolls here, and the browser lets the keyboard focus it to scroll: its
          ring is drawn inside, where the dialog does not clip it. */}
      <div className="max-h-[75vh] overflow-y-auto px-5 py-4 focus-visible:-outline-offset-4">
        {children}
      </div>
    </dialog>
  );
}
