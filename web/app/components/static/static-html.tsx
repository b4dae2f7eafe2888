import type { TestimonialId } from './static-actions.ts';
import { clsx } from 'clsx';
import type { HTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../i18n/i18n.tsx';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { useStaticMarkup } from './static-markup.ts';
import { onStaticTabKey, selectStaticTab } from './static-tabs.ts';

/**
 * Click handling for build-time rendered HTML (one delegated listener instead of a component per button):
 * `[data-register]` opens the registration dialog (with `data-testimonial` when set; a signed-in visitor goes to
 * their report), in-site links marked `data-page` navigate in the client like a Link, and a tab of build-time
 * tabs shows its panel (static-tabs.ts).
 */
export function useStaticActions() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const tab = target?.closest<HTMLElement>('[role="tab"]');
    if (tab) return selectStaticTab(tab);
    const register = target?.closest<HTMLElement>('[data-register]');
    if (register) {
      const testimonial = register.dataset.testimonial as TestimonialId | undefined;
      openReportOrRegister(locale, testimonial ? { testimonial } : { business: null });
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[data-page]');
    const href = link?.getAttribute('href');
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
}

/**
 * A section rendered to HTML at build time (its loader did it): the page's JavaScript carries none of its
 * markup or text, only this wrapper and the delegated click handler.
 */
export function StaticHtml({
  html,
  className,
  ...props
}: { html: string | undefined } & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML'>) {
  const onClick = useStaticActions();
  const markup = useStaticMarkup(html);
  return <div className={clsx(className)} onClick={onClick} onKeyDown={onStaticTabKey} {...props} {...markup} />;
}
