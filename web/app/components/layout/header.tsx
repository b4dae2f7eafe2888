import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LANGUAGES } from '@findable/core/locales';
import { paths } from '@findable/core/routes';
import { clsx } from 'clsx';
import { ChevronDown, Globe, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../i18n/i18n.ts';
import { appLinks } from '../../site-config.ts';
import { buttonClass } from '../ui/button.tsx';
import { PageLink } from '../ui/page-link.tsx';
import { Logo } from './logo.tsx';
import { headerLinks, headerMenus, type NavGroup } from './nav-items.ts';

function DesktopMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('common');
  const wide = group.items.length > 6;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="group inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium text-ink-700 outline-none hover:bg-ink-100 hover:text-ink-950 focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=open]:bg-ink-100 data-[state=open]:text-ink-950">
        {t(group.label)}
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className={clsx(
            'z-50 rounded-2xl bg-white p-2 shadow-float ring-1 ring-ink-900/10 data-[state=open]:animate-[dialog-in_100ms_ease-out]',
            wide ? 'grid w-[28rem] grid-cols-2 gap-0.5' : 'w-80',
          )}
        >
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              <PageLink
                to={item.href}
                className="block rounded-xl px-3 py-2.5 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                <span className="block text-sm font-semibold text-ink-900">{t(item.label)}</span>
                {item.hint ? <span className="mt-0.5 block text-[0.8125rem] text-ink-500">{t(item.hint)}</span> : null}
              </PageLink>
            </DropdownMenu.Item>
          ))}
          {group.secondary ? (
            <>
              <DropdownMenu.Separator className="my-2 h-px bg-ink-100" />
              <DropdownMenu.Label className="px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                {t(group.secondary.label)}
              </DropdownMenu.Label>
              {group.secondary.items.map((item) => (
                <DropdownMenu.Item key={item.href} asChild>
                  <PageLink
                    to={item.href}
                    className="block rounded-lg px-3 py-1.5 text-sm text-ink-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                  >
                    {t(item.label)}
                  </PageLink>
                </DropdownMenu.Item>
              ))}
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

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
  const [mobileOpen, setMobileOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The mobile menu closes on navigation …
  useEffect(() => setMobileOpen(false), [location.pathname, location.hash]);

  // … on a click or tap outside it, and on Escape.
  useEffect(() => {
    if (!mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setMobileOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
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
        <PageLink to={paths.page('landing', locale)} aria-label={t('a11y.home')} className="rounded-lg">
          <Logo />
        </PageLink>

        <nav aria-label={t('a11y.mainNav')} className="ml-6 hidden items-center gap-0.5 lg:flex">
          {menus.map((group) => (
            <DesktopMenu key={group.label} group={group} />
          ))}
          {links.map((link) => (
            <PageLink
              key={link.href}
              to={link.href}
              className="inline-flex h-10 items-center rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-950"
            >
              {t(link.label)}
            </PageLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageLabel />
          <a href={appLinks.login} className={buttonClass('ghost', 'sm', 'hidden lg:inline-flex')}>
            {t('nav.login')}
          </a>
          <a href={appLinks.register} className={buttonClass('primary', 'sm', 'hidden lg:inline-flex')}>
            {t('nav.signUp')}
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="grid size-10 place-items-center rounded-full text-ink-800 hover:bg-ink-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
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
                    <PageLink to={item.href} className="block rounded-lg px-3 py-2 text-[0.9375rem] text-ink-700 hover:bg-ink-50">
                      {t(item.label)}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
          <ul>
            {links.map((link) => (
              <li key={link.href} className="border-b border-ink-100">
                <PageLink to={link.href} className="block py-3.5 text-base font-semibold text-ink-900">
                  {t(link.label)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <a href={appLinks.login} className={buttonClass('secondary', 'md')}>
            {t('nav.login')}
          </a>
          <a href={appLinks.register} className={buttonClass('primary', 'md')}>
            {t('nav.signUp')}
          </a>
        </div>
      </div>
    </header>
  );
}
