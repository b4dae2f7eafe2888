import type { Locale } from '@findable/core/locales';
import type { MessageBundle } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import { renderToStaticMarkup } from 'react-dom/server';
import { visualTranslator } from '../visuals/render.server.tsx';
import { CarouselHeading, CarouselTrack, Heading, LowerSections, StatsSection, TabPanelBody, TABS, type SectionProps } from './landing-sections.server.tsx';

/**
 * The landing page's static parts as HTML, rendered at build time by its loader (see landing-sections), from
 * the `landing`, `testimonials`, `visuals` and `common` catalogs in `messages`.
 */
export function renderLanding(locale: Locale, messages: MessageBundle) {
  const props: SectionProps = {
    t: createTranslator(locale, messages, 'landing'),
    tv: visualTranslator(locale, messages),
    locale,
  };
  return {
    stats: renderToStaticMarkup(<StatsSection {...props} />),
    carouselHeading: renderToStaticMarkup(<CarouselHeading {...props} />),
    carouselTrack: renderToStaticMarkup(<CarouselTrack {...props} />),
    tabsHeading: renderToStaticMarkup(<Heading {...props} prefix="tabs" />),
    demoHeading: renderToStaticMarkup(<Heading {...props} prefix="demo" />),
    panels: TABS.map((tab) => renderToStaticMarkup(<TabPanelBody {...props} tab={tab} />)),
    lower: renderToStaticMarkup(<LowerSections {...props} />),
  };
}
