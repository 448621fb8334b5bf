import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
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
 * Whether the element's content is taller than its box, so that it scrolls: measured as it
 * opens and whenever the window is resized.
 */
function useScrolls(element: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = element.current;
    if (!open || !box) return;
    const measure = () => setScrolls(box.scrollHeight > box.clientHeight);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element, open]);
  return scrolls;
}

/**
 * A centred modal dialog on the native <dialog> (see docs/decisions/002): focus stays
 * inside, Escape and the close button close it, focus returns to the opener.
 */
export function Modal({ open, onClose, title, children, size = 'md' }: ModalProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(body, open);

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
      {/* Long content scrolls here. Then the keyboard must reach it to scroll it (WCAG 2.1.1),
          with nothing to focus inside but text: it takes focus itself, after the close
          button, its ring drawn inside where the dialog does not clip it. */}
      <div
        ref={body}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above (axe: scrollable-region-focusable)
        tabIndex={scrolls ? 0 : undefined}
        className="max-h-[75vh] overflow-y-auto px-5 py-4 focus-visible:-outline-offset-4"
      >
        {children}
      </div>
    </dialog>
  );
}
