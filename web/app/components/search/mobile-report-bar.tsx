import { MOBILE_BAR_SCROLL_PX } from '@findable/core/validation/search-limits';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { CtaLabel } from '../ui/cta-label.tsx';

/**
 * The fixed 'Get my report' bar of small screens (spec §2, §9): it slides in once the page has scrolled
 * more than 200 px, and steps aside while the footer (which has its own sign-up call) is in view.
 */
export function MobileReportBar() {
  const { t, locale } = useTranslation('search');
  const [scrolled, setScrolled] = useState(false);
  const [footerInView, setFooterInView] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > MOBILE_BAR_SCROLL_PX);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    const footer = document.querySelector('footer');
    const observer = footer
      ? new IntersectionObserver(([entry]) => setFooterInView(Boolean(entry?.isIntersecting)))
      : null;
    if (footer) observer?.observe(footer);
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, []);

  const shown = scrolled && !footerInView;
  return (
    <div
      data-testid="mobile-report-bar"
      data-shown={shown}
      aria-hidden={!shown}
      inert={!shown}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-ink-900/10 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_oklch(0.21_0.03_265/0.25)] backdrop-blur transition-[translate,visibility] duration-300 ease-out motion-reduce:transition-none md:hidden ${
        shown ? 'visible translate-y-0' : 'invisible translate-y-full'
      }`}
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        {/* The line only where it fits beside the button; on the narrowest phones the button is the bar. */}
        <p className="hidden min-w-0 text-sm leading-snug font-semibold text-ink-900 min-[26rem]:line-clamp-2">
          {t('mobileBar.text')}
        </p>
        <Button size="md" className="w-full min-[26rem]:w-auto" onClick={() => openReportOrRegister(locale)}>
          <CtaLabel signedIn={t('common:cta.openReport')}>{t('getReport')}</CtaLabel>
        </Button>
      </div>
    </div>
  );
}
