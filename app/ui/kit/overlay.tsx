// The public shell's two overlays, without Blueprint: a slide-in drawer (the phone menu) and a drop-down
// menu (the account menu). Both close on Escape and give focus back to what opened them; the drawer
// keeps Tab inside itself and stops the page behind it from scrolling.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, cx, type ButtonProps } from './kit.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Drawer({
  isOpen,
  onClose,
  size,
  className,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  size: string;
  className?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    document.body.classList.add('ui-overlay-open');
    return () => {
      document.body.classList.remove('ui-overlay-open');
      opener?.focus();
    };
  }, [isOpen]);
  if (!isOpen) return null;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return createPortal(
    // The backdrop is a mouse convenience; the keyboard closes with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="ui-drawer-portal" onKeyDown={onKeyDown}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="ui-drawer-backdrop" onClick={onClose} />
      <div ref={panel} className={cx('ui-drawer', className)} style={{ width: size }} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body,
  );
}

export interface MenuEntry {
  key: string;
  icon: ReactNode;
  text: string;
  onSelect: () => void;
}

/** A button opening a menu of actions under it (aligned to its right edge), with a heading line. */
export function DropdownMenu({
  label,
  heading,
  entries,
  button: buttonProps,
}: {
  /** The menu's accessible name. */
  label: string;
  heading: string;
  entries: MenuEntry[];
  /** The look of the button that opens the menu. */
  button: Omit<ButtonProps, 'onClick' | 'ref'>;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };
  return (
    <div ref={root} className="ui-dropdown">
      <Button
        {...buttonProps}
        ref={button}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      />
      {open ? (
        <ul ref={menu} role="menu" aria-label={label} className="ui-menu" onKeyDown={onKeyDown}>
          <li role="presentation" className="ui-menu-header">
            <h6>{heading}</h6>
          </li>
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              <button
                type="button"
                role="menuitem"
                className="ui-menu-item"
                onClick={() => {
                  setOpen(false);
                  entry.onSelect();
                }}
              >
                {entry.icon}
                <span>{entry.text}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
