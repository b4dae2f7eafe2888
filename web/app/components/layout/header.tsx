import { LANGUAGES } from '@findable/core/locales';
import { paths } from '@findable/core/routes';
import { Globe, Menu, X } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslation } from '../../i18n/i18n.tsx';
import { Link, useLocation } from 'react-router';
import { AccountLinks } from './account-links.tsx';
import { deferred } from '../deferred/deferred.tsx';
import { Logo } from './logo.tsx';
import { headerLinks, headerMenus } from './nav-items.ts';

// The desktop menus' keyboard and pointer handling arrives after the first paint; their buttons are prerendered.
const NavMenu = deferred(() => import('./nav-menu.tsx').then((module) => module.NavMenu));
// The mobile menu's panel is hidden until its button is pressed: its links need not be in the first script.
const MobileMenu = deferred(() => import('./mobile-menu.tsx').then((module) => module.MobileMenu));

function LanguageLabel() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const language = LANGUAGES[locale];
  return (
    <span
      className="inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink-600 ring-1 ring-ink-200 ring-inset"
      title={t('a11y.currentLanguage', { language: language.name })}
    >
      <Icon node={Globe} aria-hidden className="size-4" />
      <span aria-hidden="true" data-testid="language-label">
        {language.label}
      </span>
      <span className="sr-only">{t('a11y.currentLanguage', { language: language.name })}</span>
    </span>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const location = useLocation();
  // The mobile menu belongs to the location it was opened at, so any navigation closes it …
  const here = location.pathname + location.hash;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const mobileOpen = openAt === here;
  const setMobileOpen = (open: boolean) => setOpenAt(open ? here : null);
  // Likewise the open desktop menu (one at a time), by its label.
  const [menuAt, setMenuAt] = useState<{ label: string; at: string } | null>(null);
  const openMenu = menuAt?.at === here ? menuAt.label : null;
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // … on a click or tap outside it, and on Escape.
  useEffect(() => {
    if (!mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [mobileOpen]);

  const menus = headerMenus(locale);
  const links = headerLinks(locale);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-900/5 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.page('landing', locale)} aria-label={t('a11y.home')} className="rounded-lg">
          <Logo />
        </Link>

        <nav aria-label={t('a11y.mainNav')} className="ml-6 hidden items-center gap-0.5 lg:flex">
          {menus.map((group) => (
            <NavMenu
              key={group.label}
              group={group}
              open={openMenu === group.label}
              onOpenChange={(open) => setMenuAt(open ? { label: group.label, at: here } : null)}
            />
          ))}
          {links.map((link) => (
            <Link
              key={link.href}
              to={link.href}
              className="inline-flex h-10 items-center rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-950"
            >
              {t(link.label)}
            </Link>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageLabel />
          <div className="hidden items-center gap-2 lg:flex">
            <AccountLinks size="sm" />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="grid size-10 place-items-center rounded-full text-ink-800 hover:bg-ink-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            {mobileOpen ? (
              <Icon node={X} aria-hidden className="size-6" />
            ) : (
              <Icon node={Menu} aria-hidden className="size-6" />
            )}
          </button>
        </div>
      </div>

      <MobileMenu ref={panelRef} open={mobileOpen} />
    </header>
  );
}
