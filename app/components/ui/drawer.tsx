import { useEffect, useId, type MouseEvent, type ReactNode } from 'react';
import { CloseButton } from './close-button';
import { useModalDialog } from './use-modal-dialog';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Kept in sight below the scrolling body: the drawer's result and its way back. */
  footer?: ReactNode;
  /**
   * Given, the drawer is also a popover that a button with `popoverTarget={id}` opens
   * before or without JavaScript (see `drawerOpener`); once the app runs it is the modal.
   */
  native?: { id: string; onOpen: () => void };
};

/**
 * A modal panel that slides in from the side, built on the native <dialog>: showModal()
 * makes the rest of the page inert (focus stays inside), Escape closes it, and focus
 * returns to whatever opened it. The page behind stops scrolling through a CSS rule on
 * `html:has(dialog[open])`.
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  native,
}: DrawerProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  const { ref } = dialog;
  const onOpen = native?.onOpen;

  // Opened as a popover before the app took over: it becomes the app's modal.
  useEffect(() => {
    const element = ref.current;
    if (!onOpen || !element || typeof element.hidePopover !== 'function') return;
    if (!element.matches(':popover-open')) return;
    element.hidePopover();
    onOpen();
  }, [ref, onOpen]);

  return (
    // The click handler only closes on the backdrop; the keyboard route is Escape and the
    // close button.
    <dialog
      {...dialog}
      id={native?.id}
      popover={native ? 'auto' : undefined}
      aria-labelledby={titleId}
      className="drawer m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      {/* With a footer, the body scrolls between the title and it, so both stay in sight. */}
      <div className={`flex flex-col ${footer ? 'h-full' : 'min-h-full'}`}>
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <CloseButton
            label={closeLabel}
            onClick={onClose}
            popoverTarget={native?.id}
            popoverTargetAction={native ? 'hide' : undefined}
          />
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        {footer && <div className="border-t border-slate-200 px-4 py-3">{footer}</div>}
      </div>
    </dialog>
  );
}

/**
 * The props of a button that opens a `native` drawer: the browser's popover without
 * JavaScript, the app's modal (the popover held back) with it.
 */
export function drawerOpener(id: string, onOpen: () => void) {
  return {
    popoverTarget: id,
    onClick(event: MouseEvent<HTMLButtonElement>) {
      event.preventDefault();
      onOpen();
    },
  };
}
