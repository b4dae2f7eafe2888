import { LANGUAGES } from '@findable/core/locales';
import { paths } from '@findable/core/routes';
import { ChevronDown, Globe, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslation } from '../../i18n/i18n.tsx';
import { Link, useLocation } from 'react-router';
import { APP_URL, appLink } from '../../site-config.ts';
import { useToken } from '../../services/session-token.ts';
import { buttonClass } from '../ui/button.tsx';
import { Logo } from './logo.tsx';
import { headerLinks, headerMenus } from './nav-items.ts';
import { NavMenu } from './nav-menu.tsx';

function LanguageLabel() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const language = LANGUAGES[locale];
  return (
    <span
      className="inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink-600 ring-1 ring-ink-200 ring-inset"
      title={t('a11y.currentLanguage', { language: language.name })}
    >
      <Globe aria-hidden className="size-4" />
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
  // A token in this site's storage means someone is signed in here (an external application site keeps its
  // own); the prerendered header shows Log in / Sign up until the script has looked.
  const signedIn = useToken() !== null && !APP_URL;
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
            <AccountLinks signedIn={signedIn} size="sm" />
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
            {mobileOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        ref={panelRef}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pt-2 pb-6 shadow-lg lg:hidden"
      >
        <nav aria-label={t('a11y.mainNav')}>
          {menus.map((group) => (
            <details key={group.label} className="group border-b border-ink-100">
              <summary className="flex cursor-pointer list-none items-center justify-between py-3.5 text-base font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                {t(group.label)}
                <ChevronDown aria-hidden className="size-5 text-ink-500 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="grid gap-0.5 pb-3 sm:grid-cols-2">
                {[...group.items, ...(group.secondary?.items ?? [])].map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className="block rounded-lg px-3 py-2 text-[0.9375rem] text-ink-700 hover:bg-ink-50">
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ))}
          <ul>
            {links.map((link) => (
              <li key={link.href} className="border-b border-ink-100">
                <Link to={link.href} className="block py-3.5 text-base font-semibold text-ink-900">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <AccountLinks signedIn={signedIn} size="md" />
        </div>
      </div>
    </header>
  );
}

/**
 * 'My report' for a signed-in visitor, else Log in and Sign up: small in the desktop bar, full-size in the
 * mobile menu's two-column row.
 */
function AccountLinks({ signedIn, size }: { signedIn: boolean; size: 'sm' | 'md' }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  if (signedIn) {
    return (
      <a href={appLink('report', locale)} className={buttonClass('secondary', size, 'col-span-2')}>
        <UserRound aria-hidden className="size-4" />
        {t('nav.report')}
      </a>
    );
  }
  return (
    <>
      <a href={appLink('login', locale)} className={buttonClass(size === 'sm' ? 'ghost' : 'secondary', size)}>
        {t('nav.login')}
      </a>
      <a href={appLink('register', locale)} className={buttonClass('primary', size)}>
        {t('nav.signUp')}
      </a>
    </>
  );
}
