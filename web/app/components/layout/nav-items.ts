import type { Locale } from '@findable/core/locales';
import { paths, VERTICALS } from '@findable/core/routes';

export interface NavItem {
  /** Message key in the common catalog. */
  label: string;
  hint?: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
  /** A second, smaller list under the first (the Use-cases menu's trust links). */
  secondary?: { label: string; items: NavItem[] };
}

/** The header's three menus (spec §2 'Shared header'), for one locale. */
export function headerMenus(locale: Locale): NavGroup[] {
  return [
    {
      label: 'nav.services',
      items: [
        { label: 'nav.localSeo', hint: 'nav.localSeoHint', href: paths.page('localSeo', locale) },
        {
          label: 'nav.competitorAnalysis',
          hint: 'nav.competitorAnalysisHint',
          href: paths.page('competitorAnalysis', locale),
        },
        {
          label: 'nav.customerIntelligence',
          hint: 'nav.customerIntelligenceHint',
          href: paths.page('customerIntelligence', locale),
        },
        {
          label: 'nav.locationIntelligence',
          hint: 'nav.locationIntelligenceHint',
          href: `/${locale}/locationIntelligence`,
        },
        {
          label: 'nav.onlinePerformance',
          hint: 'nav.onlinePerformanceHint',
          href: paths.page('onlinePerformance', locale),
        },
        {
          label: 'nav.completeLocalMarketing',
          hint: 'nav.completeLocalMarketingHint',
          href: paths.page('completeLocalMarketing', locale),
        },
      ],
    },
    {
      label: 'nav.useCases',
      items: [
        { label: 'nav.businessOwners', hint: 'nav.businessOwnersHint', href: paths.page('businessOwners', locale) },
        { label: 'nav.agencies', hint: 'nav.agenciesHint', href: paths.page('agencies', locale) },
      ],
      secondary: {
        label: 'nav.trust',
        items: [
          { label: 'nav.privacyPolicy', href: paths.legal(locale, 'privacyPolicy') },
          { label: 'nav.disclaimer', href: paths.legal(locale, 'disclaimer') },
          { label: 'nav.elevateTerms', href: paths.legal(locale, 'elevateTerms') },
          { label: 'nav.positions', href: paths.legal(locale, 'positions') },
        ],
      },
    },
    {
      label: 'nav.businesses',
      items: VERTICALS.map((vertical) => ({
        label: `nav.verticals.${vertical}`,
        href: paths.vertical(vertical, locale),
      })),
    },
  ];
}

export function headerLinks(locale: Locale): NavItem[] {
  return [
    { label: 'nav.about', href: paths.page('about', locale) },
    { label: 'nav.badges', href: paths.page('badges', locale) },
    { label: 'nav.pricing', href: paths.page('pricing', locale) },
  ];
}
