import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from '../../lib/router';

export type MenuLink = { to: string; label: string };

type DisclosureMenuProps = { label: string; links: readonly MenuLink[] };

/**
 * A navigation disclosure (WAI-ARIA APG "disclosure navigation menu"): a button that
 * shows and hides a list of links. It closes on Escape (focus back on the button), on a
 * click elsewhere, when focus leaves it and when one of its links is followed.
 */
export function DisclosureMenu({ label, links }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function focusLink(move: (index: number, count: number) => number) {
    const items = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    items[move(current, items.length)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      case 'ArrowDown':
        event.preventDefault();
        // Render the list at once when it was closed, so there is a link to focus.
        if (!open) flushSync(() => setOpen(true));
        focusLink((i, n) => (i + 1) % n);
        return;
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        focusLink((i, n) => (i <= 0 ? n - 1 : i - 1));
        return;
      case 'Home':
      case 'End':
        if (!open || document.activeElement === buttonRef.current) return;
        event.preventDefault();
        focusLink((_, n) => (event.key === 'Home' ? 0 : n - 1));
    }
  }

  function onBlur(event: FocusEvent) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    // Keys and focus changes from the button and the links bubble to this one handler.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex items-center gap-1 rounded px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 aria-expanded:bg-brand-50 aria-expanded:text-brand-700"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 min-w-56 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-slate-800 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
