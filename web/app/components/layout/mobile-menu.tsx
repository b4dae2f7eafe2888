import { ChevronDown } from 'lucide';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useLocale, useTranslation } from '../../i18n/i18n.tsx';
import { Icon } from '../ui/icon.tsx';
import { AccountLinks } from './account-links.tsx';
import { headerLinks, headerMenus } from './nav-items.ts';

/** The small screens' menu panel below the header bar: the header's menu button shows and hides it. */
export function MobileMenu({ open, ref }: { open: boolean; ref: Ref<HTMLDivElement> }) {
  return (
    <div
      id="mobile-menu"
      ref={ref}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pt-2 pb-6 shadow-lg lg:hidden"
    >
      {open ? <MobileMenuLinks /> : null}
    </div>
  );
}

/** The panel's content, rendered only while it is open: the page's HTML carries the links once (desktop menus). */
function MobileMenuLinks() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const menus = headerMenus(locale);
  const links = headerLinks(locale);
  return (
    <>
      <nav aria-label={t('a11y.mainNav')}>
        {menus.map((group) => (
          <details key={group.label} className="group border-b border-ink-100">
            <summary className="flex cursor-pointer list-none items-center justify-between py-3.5 text-base font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {t(group.label)}
              <Icon
                node={ChevronDown}
                aria-hidden
                className="size-5 text-ink-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul className="grid gap-0.5 pb-3 sm:grid-cols-2">
              {[...group.items, ...(group.secondary?.items ?? [])].map((item) => (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    className="block rounded-lg px-3 py-2 text-[0.9375rem] text-ink-700 hover:bg-ink-50"
                  >
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
        <AccountLinks size="md" />
      </div>
    </>
  );
}
