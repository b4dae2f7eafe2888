import { Link, useLocation } from 'react-router';
import { paths, VERTICALS } from '@findable/core/routes';
import { SOCIAL_LABELS, SOCIAL_NETWORKS } from '@findable/core/operator';
import { SITE } from '@findable/core/site';
import { useLocale, useTranslation } from '../../i18n/i18n.tsx';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { PrivacySettingsButton } from './consent-banner.tsx';
import { Button } from '../ui/button.tsx';
import { CtaLabel } from '../ui/cta-label.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { SocialIcon } from './social-icons.tsx';
import { useSiteFacts } from '../../site/site-facts.ts';

interface FooterColumn {
  title: string;
  links: Array<{ label: string; href: string }>;
}

export function Footer() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { operator } = useSiteFacts();
  const appPage = /^\/[^/]+\/auth\//.test(useLocation().pathname);

  const columns: FooterColumn[] = [
    {
      title: 'footer.solutions',
      links: [
        { label: 'nav.localSeo', href: paths.page('localSeo', locale) },
        { label: 'nav.competitorAnalysis', href: paths.page('competitorAnalysis', locale) },
        { label: 'nav.customerIntelligence', href: paths.page('customerIntelligence', locale) },
        { label: 'nav.locationIntelligence', href: `/${locale}/locationIntelligence` },
        { label: 'nav.onlinePerformance', href: paths.page('onlinePerformance', locale) },
        { label: 'nav.completeLocalMarketing', href: paths.page('completeLocalMarketing', locale) },
        { label: 'nav.pricing', href: paths.page('pricing', locale) },
      ],
    },
    {
      title: 'footer.useCases',
      links: [
        { label: 'nav.businessOwners', href: paths.page('businessOwners', locale) },
        { label: 'nav.agencies', href: paths.page('agencies', locale) },
        { label: 'footer.forRetail', href: paths.page('businessOwners', locale) },
        ...VERTICALS.slice(0, 4).map((vertical) => ({
          label: `nav.verticals.${vertical}`,
          href: paths.vertical(vertical, locale),
        })),
      ],
    },
    {
      title: 'footer.legal',
      links: [
        { label: 'footer.termsOfService', href: paths.legal(locale, 'termsOfService') },
        { label: 'footer.privacyPolicy', href: paths.legal(locale, 'privacyPolicy') },
        { label: 'footer.disclaimer', href: paths.legal(locale, 'disclaimer') },
        { label: 'footer.elevateTerms', href: paths.legal(locale, 'elevateTerms') },
      ],
    },
    {
      title: 'footer.company',
      links: [
        { label: 'footer.about', href: paths.page('about', locale) },
        { label: 'footer.jobs', href: paths.legal(locale, 'positions') },
        { label: 'nav.badges', href: paths.page('badges', locale) },
      ],
    },
  ];

  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        {/* The application's own pages (report, account, sign-in) need no "get started" banner: their reader is there already. */}
        {appPage ? null : (
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-12 text-center shadow-float sm:px-12 sm:py-14">
            <div
              aria-hidden
              className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent-400/25 blur-3xl"
            />
            <h2 className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {t('footer.ctaTitle')}
            </h2>
            <p className="relative mx-auto mt-3 max-w-xl text-lg text-brand-100">{t('footer.ctaText')}</p>
            <Button variant="inverse" size="lg" className="relative mt-8" onClick={() => openReportOrRegister(locale)}>
              <CtaLabel signedIn={t('cta.openReport')}>{t('footer.ctaButton')}</CtaLabel>
            </Button>
          </div>
        )}

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 sm:grid-cols-4 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div className="col-span-2 max-w-xs sm:col-span-4 lg:col-span-1">
            <Logo inverse />
            <p className="mt-4 text-sm leading-6 text-ink-400">{t('footer.tagline')}</p>
            <ul aria-label={t('a11y.social')} className="mt-6 flex gap-2">
              {SOCIAL_NETWORKS.map((network) => (
                <li key={network}>
                  <a
                    href={operator.social[network]}
                    rel="noopener"
                    aria-label={SOCIAL_LABELS[network]}
                    className="grid size-10 place-items-center rounded-full bg-white/5 text-ink-300 ring-1 ring-white/10 hover:bg-white/10 hover:text-white"
                  >
                    <SocialIcon id={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t('a11y.footerNav')} className="contents">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{t(column.title)}</h2>
                <ul className="mt-4 space-y-3 hyphens-auto [overflow-wrap:anywhere]">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link to={link.href} className="text-sm hover:text-white">
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="flex flex-col-reverse items-start gap-6 border-t border-white/10 py-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <p className="text-sm text-ink-400">{t('footer.copyright', { year: String(SITE.copyrightYear) })}</p>
            <PrivacySettingsButton />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-ink-400">{t('footer.language')}</span>
            <LanguageSwitcher />
          </div>
        </div>
      </div>
    </footer>
  );
}
