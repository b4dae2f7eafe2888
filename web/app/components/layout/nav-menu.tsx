import { Link } from 'react-router';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import type { NavGroup } from './nav-items.ts';

interface NavMenuProps {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * One header menu as a disclosure navigation (WAI-ARIA APG 'Disclosure Navigation Menu'): a button with
 * aria-expanded that shows a list of links. Enter/Space toggle, ArrowDown opens and enters the list, arrows
 * Home and End move inside it, Escape closes and returns focus, and a click or focus outside closes it.
 * No focus trap: it is navigation, not a dialog. (A menu-role widget would pull its libraries into
 * every page for less suitable semantics: docs/decisions/002-header-menus-as-disclosure-navigation.md.)
 */
export function NavMenu({ group, open, onOpenChange }: NavMenuProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'Escape':
        if (open) {
          event.preventDefault();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
        break;
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          onOpenChange(true);
          requestAnimationFrame(() => focusLink(0));
        } else focusLink(current + 1);
        break;
      case 'ArrowUp':
        if (open) {
          event.preventDefault();
          focusLink(current <= 0 ? -1 : current - 1);
        }
        break;
      case 'Home':
        if (open && current >= 0) {
          event.preventDefault();
          focusLink(0);
        }
        break;
      case 'End':
        if (open && current >= 0) {
          event.preventDefault();
          focusLink(-1);
        }
        break;
    }
  };

  const wide = group.items.length > 6;
  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        className={clsx(
          'group inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-950',
          open && 'bg-ink-100 text-ink-950',
        )}
      >
        {t(group.label)}
        <Icon node={ChevronDown} aria-hidden className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={id}
        hidden={!open}
        className={clsx(
          'absolute top-full left-0 z-50 mt-2 rounded-2xl bg-white p-2 shadow-float ring-1 ring-ink-900/10',
          wide ? 'w-[28rem]' : 'w-80',
        )}
      >
        <ul className={clsx(wide && 'grid grid-cols-2 gap-0.5')}>
          {group.items.map((item) => (
            <li key={item.href}>
              <Link
                data-menu-link
                to={item.href}
                className="block rounded-xl px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block text-sm font-semibold text-ink-900">{t(item.label)}</span>
                {item.hint ? <span className="mt-0.5 block text-[0.8125rem] text-ink-500">{t(item.hint)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
        {group.secondary ? (
          <div className="mt-2 border-t border-ink-100 pt-2">
            <p className="px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-ink-500 uppercase">
              {t(group.secondary.label)}
            </p>
            <ul>
              {group.secondary.items.map((item) => (
                <li key={item.href}>
                  <Link
                    data-menu-link
                    to={item.href}
                    className="block rounded-lg px-3 py-1.5 text-sm text-ink-700 hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
