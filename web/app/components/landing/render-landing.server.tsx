import type { Locale } from '@findable/core/locales';
import type { MessageBundle } from '@findable/core/locales/messages';
import { createTranslator } from '@findable/core/locales/translate';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReportPreview } from './report-preview.tsx';
import { samplePreview } from './sample-preview.server.ts';
import { visualTranslator } from '../visuals/render.server.tsx';
import {
  CarouselHeading,
  CarouselTrack,
  Heading,
  LowerSections,
  StatsSection,
  TabPanelBody,
  TABS,
  type SectionProps,
} from './landing-sections.server.tsx';

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
  // Each part is its own render, so each gets its own useId prefix: ids stay unique on the assembled page.
  const render = (part: string, element: ReactElement) =>
    renderToStaticMarkup(element, { identifierPrefix: `landing-${part}-` });
  return {
    stats: render('stats', <StatsSection {...props} />),
    carouselHeading: render('carousel-heading', <CarouselHeading {...props} />),
    carouselTrack: render('carousel', <CarouselTrack {...props} />),
    tabsHeading: render('tabs-heading', <Heading {...props} prefix="tabs" />),
    demoHeading: render('demo-heading', <Heading {...props} prefix="demo" />),
    panels: TABS.map((tab) => render(`panel-${tab.id}`, <TabPanelBody {...props} tab={tab} />)),
    lower: render('lower', <LowerSections {...props} />),
    preview: render('preview', <ReportPreview t={props.t} locale={locale} figures={samplePreview()} />),
  };
}
