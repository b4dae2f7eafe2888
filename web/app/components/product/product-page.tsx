import { Link } from 'react-router';
import { formatPrice } from '@findable/core/locales/format';
import { CheckList } from '../ui/check-list.tsx';
import { PageHero } from '../ui/page-hero.tsx';
import { MANAGED_SERVICE_MONTHLY_USD } from '@findable/core/pricing';
import { paths } from '@findable/core/routes';
import { SITE } from '@findable/core/site';
import {
  BellRing,
  Bot,
  Briefcase,
  CalendarDays,
  Check,
  ChevronDown,
  Gauge,
  Hexagon,
  KeyRound,
  Layers,
  Link2,
  ListChecks,
  Mail,
  Map,
  MessagesSquare,
  MonitorSmartphone,
  Palette,
  PlayCircle,
  ShieldCheck,
  Star,
  Swords,
  Target,
  TrendingUp,
  UsersRound,
  Video,
} from 'lucide';
import { Icon, type IconNode } from '../ui/icon.tsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { CtaLabel } from '../ui/cta-label.tsx';
import type { SampleReportHtml } from '../report/sample-report-html.ts';
import { Badge } from '../ui/badge.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { StaticVisual } from '../visuals/static-visual.tsx';
import type { RenderedVisuals } from '../visuals/visual-ids.ts';
import type { ProductPageId } from '@findable/core/routes';
import { PRODUCT_PAGE_CONFIG, type Conversion, type HighlightIcon } from './product-pages.ts';
import { useSiteFacts } from '../../site/site-facts.ts';
import { deferred } from '../deferred/deferred.tsx';

// Below the fold: hydrated when their code arrives, not part of the page's initial script (components/deferred).
const DemoBlock = deferred(() => import('../demo/demo-block.tsx').then((module) => module.DemoBlock));
const TestimonialCarousel = deferred(() =>
  import('../testimonials/testimonial-carousel.tsx').then((module) => module.TestimonialCarousel),
);
const FaqSection = deferred(() => import('../ui/faq-section.tsx').then((module) => module.FaqSection));

const ICONS: Record<HighlightIcon, IconNode> = {
  gauge: Gauge,
  map: Map,
  bot: Bot,
  list: ListChecks,
  messages: MessagesSquare,
  swords: Swords,
  bell: BellRing,
  key: KeyRound,
  link: Link2,
  monitor: MonitorSmartphone,
  users: UsersRound,
  hexagon: Hexagon,
  layers: Layers,
  briefcase: Briefcase,
  palette: Palette,
  calendar: CalendarDays,
  video: Video,
  star: Star,
  target: Target,
  trending: TrendingUp,
};

/** The page's main call to action: registration, the access request by e-mail, or a consultation. */
function PrimaryAction({ conversion }: { conversion: Conversion }) {
  const { t, locale } = useTranslation('product');
  const { operator } = useSiteFacts();
  if (conversion === 'contact') {
    const subject = encodeURIComponent(t('shared.contactSubject', { product: t('page.name') }));
    return (
      <a href={`mailto:${operator.emails.sales}?subject=${subject}`} className={buttonClass('primary', 'lg')}>
        <Icon node={Mail} aria-hidden className="size-5" />
        {t('shared.contact')}
      </a>
    );
  }
  if (conversion === 'consult') {
    return (
      <a href={SITE.schedulingUrl} rel="noopener" className={buttonClass('primary', 'lg')}>
        <Icon node={CalendarDays} aria-hidden className="size-5" />
        {t('shared.bookConsultation')}
      </a>
    );
  }
  return (
    <Button size="lg" onClick={() => openReportOrRegister(locale)}>
      <CtaLabel signedIn={t('common:cta.openReport')}>{t('page.hero.cta')}</CtaLabel>
    </Button>
  );
}

/** The second action: the demo on this page, the demo on the local SEO page, a consultation, or pricing. */
function SecondaryAction({ id }: { id: ProductPageId }) {
  const { t, locale } = useTranslation('product');
  const config = PRODUCT_PAGE_CONFIG[id];
  const className = buttonClass('secondary', 'lg');
  if (config.demo) {
    return (
      <a href="#demo" className={className}>
        <Icon node={PlayCircle} aria-hidden className="size-5" />
        {t('shared.watchDemo')}
      </a>
    );
  }
  if (config.conversion === 'consult') {
    return (
      <Link to={paths.localSeoDemo(locale)} className={className}>
        <Icon node={PlayCircle} aria-hidden className="size-5" />
        {t('shared.watchDemo')}
      </Link>
    );
  }
  if (config.conversion === 'contact') {
    return (
      <a href={SITE.schedulingUrl} rel="noopener" className={className}>
        <Icon node={CalendarDays} aria-hidden className="size-5" />
        {t('shared.bookConsultation')}
      </a>
    );
  }
  return (
    <Link to={paths.page('pricing', locale)} className={className}>
      {t('shared.seePricing')}
    </Link>
  );
}

function FeatureBadge({ kind }: { kind: 'agency' | 'pro' | undefined }) {
  const { t } = useTranslation('product');
  return kind ? (
    <Badge tone={kind === 'pro' ? 'accent' : 'brand'} className={kind === 'pro' ? 'uppercase' : 'normal-case'}>
      {t(`shared.badges.${kind}`)}
    </Badge>
  ) : null;
}

function Points({ prefix }: { prefix: string }) {
  const { t } = useTranslation('product');
  return <CheckList items={(['p1', 'p2', 'p3'] as const).map((point) => t(`${prefix}.${point}`))} />;
}

/** Complete Local Marketing: the price card with its terms and the expandable table of included services. */
function ServicesBlock({ rows }: { rows: number }) {
  const { t, locale } = useTranslation('product');
  const [expanded, setExpanded] = useState(false);
  const shown = 6;
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div>
          <SectionHeading
            align="left"
            eyebrow={t('page.services.eyebrow')}
            title={<span id="services-title">{t('page.services.title')}</span>}
            text={t('page.services.text')}
          />
          <div className="mt-8 overflow-hidden rounded-card bg-white ring-1 ring-ink-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('page.services.caption')}</caption>
              <thead className="bg-ink-50 text-ink-700">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {t('page.services.service')}
                  </th>
                  <th scope="col" className="hidden px-5 py-3 font-semibold sm:table-cell">
                    {t('page.services.included')}
                  </th>
                </tr>
              </thead>
              <tbody id="services-rows" className="divide-y divide-ink-100">
                {Array.from({ length: rows }, (_, i) => (
                  <tr key={i} hidden={!expanded && i >= shown} className="align-top">
                    <th scope="row" className="px-5 py-4 font-semibold text-ink-950">
                      <span className="flex gap-3">
                        <Icon
                          node={Check}
                          aria-hidden
                          className="mt-0.5 size-4 shrink-0 text-accent-700"
                          strokeWidth={3}
                        />
                        {t(`page.services.rows.r${i + 1}.name`)}
                      </span>
                      <span className="mt-1 block pl-7 font-normal text-ink-600 sm:hidden">
                        {t(`page.services.rows.r${i + 1}.detail`)}
                      </span>
                    </th>
                    <td className="hidden px-5 py-4 text-ink-600 sm:table-cell">
                      {t(`page.services.rows.r${i + 1}.detail`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls="services-rows"
              onClick={() => setExpanded(!expanded)}
              className="flex w-full items-center justify-center gap-2 border-t border-ink-100 bg-ink-50 px-5 py-3.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {expanded ? t('page.services.showFewer') : t('page.services.showAll', { count: String(rows) })}
              <Icon
                node={ChevronDown}
                aria-hidden
                className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
              />
            </button>
          </div>
        </div>
        <aside
          aria-labelledby="price-title"
          className="rounded-3xl bg-ink-950 p-6 text-white shadow-float sm:p-8 lg:sticky lg:top-24"
        >
          <h3 id="price-title" className="font-semibold text-brand-200">
            {t('page.services.priceTitle')}
          </h3>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
            <span className="text-5xl font-extrabold tracking-tight tabular-nums">
              {formatPrice(locale, MANAGED_SERVICE_MONTHLY_USD)}
            </span>
            <span className="text-ink-300">{t('page.services.perMonth')}</span>
          </p>
          <ul className="mt-6 space-y-3">
            {(['t1', 't2', 't3'] as const).map((term) => (
              <li key={term} className="flex gap-3 text-ink-200">
                <Icon node={Check} aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-400" strokeWidth={3} />
                {t(`page.services.terms.${term}`)}
              </li>
            ))}
          </ul>
          <a href={SITE.schedulingUrl} rel="noopener" className={buttonClass('inverse', 'lg', 'mt-8 w-full')}>
            <Icon node={CalendarDays} aria-hidden className="size-5" />
            {t('shared.bookConsultation')}
          </a>
          <p className="mt-4 text-sm text-ink-300">{t('page.services.note')}</p>
        </aside>
      </div>
    </section>
  );
}

/**
 * One product or audience page (spec §2): hero, highlights, feature sections with drawn visuals, and as the
 * page needs them the demo, the services table, the guarantee, testimonials, a call-to-action box and the
 * FAQ. Layout from PRODUCT_PAGE_CONFIG; copy from the `product` catalog (`page` = this page, `shared`).
 */
export function ProductPage({
  id,
  visuals,
  sample,
}: {
  id: ProductPageId;
  visuals: RenderedVisuals | undefined;
  sample: SampleReportHtml | null;
}) {
  const { t } = useTranslation('product');
  const config = PRODUCT_PAGE_CONFIG[id];
  const section = (children: ReactNode, key: string, tinted: boolean) => (
    <section key={key} aria-labelledby={`${key}-title`} className={tinted ? 'bg-ink-50' : undefined}>
      {children}
    </section>
  );

  return (
    <>
      <PageHero
        eyebrow={t('page.hero.eyebrow')}
        title={t('page.hero.title')}
        text={t('page.hero.text')}
        aside={<StaticVisual visuals={visuals} id={config.hero} className="mx-auto w-full max-w-lg" />}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <PrimaryAction conversion={config.conversion} />
          <SecondaryAction id={id} />
        </div>
        <p className="mt-6 text-sm text-ink-500">{t(`shared.note.${config.conversion}`)}</p>
      </PageHero>

      {config.services ? <ServicesBlock rows={config.services} /> : null}

      {config.highlights.length ? (
        <section aria-labelledby="highlights-title" className="border-y border-ink-100 bg-ink-50 py-20 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              title={<span id="highlights-title">{t('page.highlights.title')}</span>}
              text={t('page.highlights.text')}
            />
            <ul
              className={`mt-12 grid gap-5 sm:grid-cols-2 ${config.highlights.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
            >
              {config.highlights.map((item) => {
                const icon = ICONS[item.icon];
                return (
                  <li key={item.key} className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5">
                    <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon node={icon} aria-hidden className="size-5" />
                    </span>
                    <h3 className="mt-4 flex flex-wrap items-center gap-2 font-semibold text-ink-950">
                      {t(`page.highlights.items.${item.key}.title`)}
                      <FeatureBadge kind={item.badge} />
                    </h3>
                    <p className="mt-2 text-sm leading-6 text-ink-600">{t(`page.highlights.items.${item.key}.text`)}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}

      {config.sections.map((feature, index) =>
        section(
          <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-2 lg:gap-16 lg:px-8">
            <div className={index % 2 ? 'lg:order-2' : undefined}>
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-600 uppercase">
                {t(`page.sections.${feature.key}.eyebrow`)}
                <FeatureBadge kind={feature.badge} />
              </p>
              <h2
                id={`${feature.key}-title`}
                className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl"
              >
                {t(`page.sections.${feature.key}.title`)}
              </h2>
              <p className="mt-4 text-lg text-pretty text-ink-600">{t(`page.sections.${feature.key}.text`)}</p>
              <Points prefix={`page.sections.${feature.key}.points`} />
            </div>
            <StaticVisual visuals={visuals} id={feature.visual} className="mx-auto w-full max-w-lg" />
          </div>,
          feature.key,
          index % 2 === 1,
        ),
      )}

      {config.demo ? (
        <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 bg-ink-950 py-20 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              inverse
              eyebrow={t('shared.demo.eyebrow')}
              title={<span id="demo-title">{t('shared.demo.title')}</span>}
              text={t('shared.demo.text')}
            />
            <div className="mt-12">{sample ? <DemoBlock sample={sample} inverse /> : null}</div>
          </div>
        </section>
      ) : null}

      {config.guarantee ? (
        <section aria-labelledby="guarantee-title" className="mx-auto max-w-7xl px-4 pt-20 sm:px-6 sm:pt-24 lg:px-8">
          <div className="flex flex-col gap-6 rounded-3xl bg-accent-100/50 p-6 ring-1 ring-accent-400/30 sm:flex-row sm:items-center sm:p-10">
            <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-accent-700 shadow-card">
              <Icon node={ShieldCheck} aria-hidden className="size-8" />
            </span>
            <div>
              <h2 id="guarantee-title" className="text-2xl font-bold tracking-tight text-ink-950">
                {t('shared.guarantee.title')}
              </h2>
              <p className="mt-2 text-ink-700">{t('shared.guarantee.text')}</p>
            </div>
          </div>
        </section>
      ) : null}

      {config.testimonials ? (
        // `relative` on the track keeps the cards' visually hidden labels inside the scrolling strip: without
        // a transform (reduced motion) they would otherwise widen the whole page.
        <div className="[&_.testimonial-track]:relative">
          <TestimonialCarousel title={t('shared.testimonialsTitle')} />
        </div>
      ) : null}

      <section
        aria-labelledby="cta-title"
        className={`below-fold mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${config.testimonials ? '' : 'pt-20 sm:pt-24'}`}
      >
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 via-white to-accent-100/60 px-6 py-12 text-center ring-1 ring-brand-200 sm:px-12 sm:py-16">
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl"
          >
            {t('page.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-ink-600">{t('page.cta.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <PrimaryAction conversion={config.conversion} />
            <SecondaryAction id={id} />
          </div>
        </div>
      </section>

      <div className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <FaqSection t={t} prefix="page.faq" count={config.faq} titleKey="shared.faqTitle" />
      </div>
    </>
  );
}
