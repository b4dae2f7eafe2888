import type { Locale } from '@findable/core/locales';
import { formatNumber, formatPrice } from '@findable/core/locales/format';
import type { Translate } from '@findable/core/locales/translate';
import { paths, type PageId } from '@findable/core/routes';
import { LANDING_TESTIMONIALS, nameOf } from '@findable/core/testimonials';
import { clsx } from 'clsx';
import {
  ArrowRight,
  Gauge,
  KeyRound,
  ListChecks,
  MessagesSquare,
  MonitorSmartphone,
  Quote,
  ShieldCheck,
  Swords,
  UsersRound,
} from 'lucide';
import { Icon, type IconNode } from '../ui/icon.tsx';
import { PAGE_LINK_ATTRS, registerAttrs } from '../static/static-actions.ts';
import { CtaLabel } from '../ui/cta-label.tsx';
import { TestimonialAuthor, uspText } from '../testimonials/testimonial-card.tsx';
import { TestimonialsHeading, TestimonialTrack } from '../testimonials/testimonial-carousel.tsx';
import { Badge } from '../ui/badge.tsx';
import { CheckList } from '../ui/check-list.tsx';
import { buttonClass } from '../ui/button.tsx';
import { FaqSection } from '../ui/faq-section.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { VisualFigure } from '../visuals/render.server.tsx';
import type { VisualId } from '../visuals/visual-ids.ts';
import { TAB_IDS, type TabId } from './feature-tabs.tsx';
import { claimedFigures } from './stats.tsx';

/**
 * The landing page's static sections, rendered to HTML at build time (render-landing.server.tsx). They take
 * the translator and locale as props because they run outside the router; buttons and links carry data
 * attributes that StaticHtml's one click handler acts on.
 */
export interface SectionProps {
  /** Translator over `landing` (default) and `testimonials`. */
  t: Translate;
  /** Translator over `visuals`. */
  tv: Translate;
  locale: Locale;
}

/** The landing tabs with the drawn visual of each panel. */
const TAB_VISUALS: Record<TabId, VisualId> = {
  visibility: 'geogrid',
  insights: 'reviews',
  competitors: 'competitors',
  growth: 'growth',
};
export const TABS = TAB_IDS.map((id) => ({ id, visual: TAB_VISUALS[id] }));

export function StatsSection({ t, locale }: SectionProps) {
  const figures = claimedFigures(locale, t);
  return (
    <section aria-labelledby="stats-title" className="border-y border-ink-100 bg-ink-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="sr-only">
          {t('stats.label')}
        </h2>
        <dl className="grid gap-5 sm:grid-cols-3 sm:gap-6">
          {(['searchers', 'businesses', 'served'] as const).map((key) => (
            <div
              key={key}
              className="flex flex-row-reverse items-center justify-end gap-4 sm:flex-col-reverse sm:items-start sm:gap-1 sm:border-l sm:border-ink-200 sm:pl-6 sm:first:border-0 sm:first:pl-0"
            >
              <dt className="text-sm text-pretty text-ink-600 sm:text-base">{t(`stats.${key}`)}</dt>
              {/* 'több mint 50 millió' is wider than a phone's figure column and a desktop's third: it may wrap
                  after 'több mint', never inside the number (claimedFigures), and on a phone a figure that long is
                  set a step smaller, so its two lines are no taller than the caption beside it. */}
              <dd
                className={`w-36 shrink-0 font-extrabold tracking-tight text-balance text-brand-700 tabular-nums sm:w-auto sm:text-5xl ${figures[key].length > 9 ? 'text-xl' : 'text-2xl'}`}
              >
                {figures[key]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function CarouselHeading({ t }: SectionProps) {
  return <TestimonialsHeading t={t} />;
}

/** The landing page shows each testimonial once: these five in the carousel, the story and the wall the others. */
export function CarouselTrack({ t, locale }: SectionProps) {
  return <TestimonialTrack t={t} locale={locale} testimonials={LANDING_TESTIMONIALS.carousel} />;
}

/** A section heading from `landing`'s `{prefix}.eyebrow`, `.title`, `.text`; the title gets id `{prefix}-title`. */
export function Heading({ t, prefix }: SectionProps & { prefix: string }) {
  return (
    <SectionHeading
      eyebrow={t(`${prefix}.eyebrow`)}
      title={<span id={`${prefix}-title`}>{t(`${prefix}.title`)}</span>}
      text={t(`${prefix}.text`)}
    />
  );
}

/**
 * One tab panel's content: copy, points, the get-started button, and the panel's drawing. The drawings of the
 * panels hidden at first are fetched when their tab is chosen (VisualFigure's `defer`): they are bytes of the
 * landing page's brotli HTML that nobody sees before a click (docs/performance-history.md, 'Landing HTML within
 * 20 KB …').
 */
export function TabPanelBody({ t, tv, locale, tab }: SectionProps & { tab: (typeof TABS)[number] }) {
  const hiddenAtFirst = tab.id !== TAB_IDS[0];
  return (
    <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-14">
      <div>
        <h3 className="text-2xl font-bold tracking-tight text-balance text-ink-950 sm:text-3xl">
          {t(`tabs.${tab.id}.title`)}
        </h3>
        <p className="mt-4 text-lg text-pretty text-ink-600">{t(`tabs.${tab.id}.text`)}</p>
        <CheckList items={(['p1', 'p2', 'p3'] as const).map((point) => t(`tabs.${tab.id}.${point}`))} />
        <button type="button" {...registerAttrs()} className={buttonClass('primary', 'lg', 'mt-8')}>
          <CtaLabel signedIn={t('common:cta.openReport')}>{t(`tabs.${tab.id}.cta`)}</CtaLabel>
        </button>
      </div>
      <div className="mx-auto w-full max-w-lg">
        <VisualFigure
          id={tab.visual}
          t={tv}
          locale={locale}
          belowTheFold
          defer={hiddenAtFirst ? { loadError: t('report:sample.loadError') } : undefined}
        />
      </div>
    </div>
  );
}

function CustomerStory({ t, locale }: SectionProps) {
  const story = LANDING_TESTIMONIALS.story;
  const figures = [
    { value: `+${formatPrice(locale, 3000)}`, label: t('story.sales') },
    { value: formatNumber(locale, 0.3, { style: 'percent', signDisplay: 'always' }), label: t('story.growth') },
  ];
  return (
    <section aria-labelledby="story-title" className="below-fold mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-ink-950 px-6 py-12 text-white shadow-float sm:px-12 sm:py-16 lg:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-20 -z-10 size-80 rounded-full bg-accent-500/20 blur-3xl"
        />
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <figure>
            <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('story.eyebrow')}</p>
            <h2 id="story-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {t('story.title')}
            </h2>
            <Icon node={Quote} aria-hidden className="mt-8 size-9 text-brand-300" />
            <blockquote className="mt-3 text-lg leading-relaxed text-pretty text-ink-200 sm:text-xl">
              <q>{t('story.quote')}</q>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-3">
              <TestimonialAuthor testimonial={story} locale={locale} onDark />
            </figcaption>
          </figure>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-1">
            {figures.map((figure) => (
              <div key={figure.label} className="rounded-2xl bg-white/5 p-3 ring-1 ring-white/10 sm:p-6">
                <p className="text-xl font-extrabold tracking-tight whitespace-nowrap text-accent-400 tabular-nums sm:text-5xl">
                  {figure.value}
                </p>
                <p className="mt-2 text-sm text-ink-200 sm:text-base">{figure.label}</p>
              </div>
            ))}
            <button
              type="button"
              {...registerAttrs(story.id)}
              className={buttonClass('inverse', 'lg', 'col-span-2 lg:col-span-1')}
            >
              <CtaLabel signedIn={t('common:cta.openReport')}>{t('story.cta')}</CtaLabel>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Below 640 px a list becomes one row to swipe through, each item 85 % wide so the next one peeks in; from
 * 640 px the list's own grid takes over.
 */
const SWIPE_ROW =
  'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:gap-4 max-sm:overflow-x-auto max-sm:scroll-px-4 max-sm:px-4 max-sm:pb-4';
const SWIPE_ITEM = 'max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start';

interface Cell {
  id: string;
  span: string;
  icon?: IconNode;
  visual?: VisualId;
  page?: PageId;
  badge?: boolean;
}

const CELLS: readonly Cell[] = [
  { id: 'report', span: 'lg:col-span-3', icon: Gauge, visual: 'ai', page: 'localSeo' },
  { id: 'location', span: 'lg:col-span-3', visual: 'hexmap', page: 'locationIntelligence' },
  { id: 'reviews', span: 'lg:col-span-2', icon: MessagesSquare, page: 'customerIntelligence' },
  { id: 'competitors', span: 'lg:col-span-2', icon: Swords, page: 'competitorAnalysis' },
  { id: 'keywords', span: 'lg:col-span-2', icon: KeyRound, page: 'onlinePerformance' },
  { id: 'fixes', span: 'lg:col-span-3', icon: ListChecks, visual: 'fixes' },
  { id: 'agency', span: 'lg:col-span-3', visual: 'agency', page: 'agencies', badge: true },
  { id: 'website', span: 'lg:col-span-2', icon: MonitorSmartphone },
  { id: 'team', span: 'lg:col-span-2', icon: UsersRound },
];

/** The bento grid of features (spec §2), including location intelligence and the agency features. */
function BentoGrid({ t, tv, locale }: SectionProps) {
  return (
    <section aria-labelledby="bento-title" className="below-fold mx-auto max-w-7xl px-4 pb-14 sm:px-6 sm:pb-24 lg:px-8">
      <SectionHeading
        eyebrow={t('bento.eyebrow')}
        title={<span id="bento-title">{t('bento.title')}</span>}
        text={t('bento.text')}
      />
      {/* On phones the cells are a row to swipe through (the next one peeks in), not nine screens of cards. */}
      <ul className={clsx('mt-10 sm:mt-14 sm:grid sm:grid-cols-1 sm:gap-5 md:grid-cols-2 lg:grid-cols-6', SWIPE_ROW)}>
        {CELLS.map((cell) => {
          return (
            <li
              key={cell.id}
              className={clsx(
                'flex flex-col gap-6 overflow-hidden rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8',
                SWIPE_ITEM,
                cell.span,
              )}
            >
              <div>
                {cell.icon ? (
                  <span className="mb-4 grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon node={cell.icon} aria-hidden className="size-5" />
                  </span>
                ) : null}
                <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink-950">
                  {t(`bento.${cell.id}.title`)}
                  {cell.badge ? <Badge>{t('bento.agency.badge')}</Badge> : null}
                </h3>
                <p className="mt-2 text-ink-600">{t(`bento.${cell.id}.text`)}</p>
                {cell.page ? (
                  <a
                    href={paths.page(cell.page, locale)}
                    {...PAGE_LINK_ATTRS}
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {t(`bento.${cell.id}.link`)}
                    <Icon node={ArrowRight} aria-hidden className="size-4" />
                  </a>
                ) : null}
              </div>
              {/* On phones the row of cells stays short; the drawings are on the product pages too. */}
              {cell.visual ? (
                <div className="mt-auto max-sm:hidden">
                  <VisualFigure id={cell.visual} t={tv} locale={locale} belowTheFold />
                </div>
              ) : null}
            </li>
          );
        })}
        <li
          className={clsx(
            'flex flex-col justify-between gap-6 rounded-card bg-gradient-to-br from-brand-600 to-brand-900 p-6 text-white shadow-float sm:p-8 lg:col-span-2',
            SWIPE_ITEM,
          )}
        >
          <div>
            <h3 className="text-lg font-semibold">{t('bento.cta.title')}</h3>
            <p className="mt-2 text-brand-100">{t('bento.cta.text')}</p>
          </div>
          <button type="button" {...registerAttrs()} className={buttonClass('inverse', 'md', 'self-start')}>
            <CtaLabel signedIn={t('common:cta.openReport')}>{t('bento.cta.button')}</CtaLabel>
          </button>
        </li>
      </ul>
    </section>
  );
}

/** The testimonials wall: the ones the carousel and the story do not show; a card opens registration with it. */
function TestimonialWall({ t, locale }: SectionProps) {
  return (
    <section aria-labelledby="wall-title" className="below-fold bg-ink-50 py-14 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow={t('wall.eyebrow')}
          title={<span id="wall-title">{t('wall.title')}</span>}
          text={t('wall.text')}
        />
        <ul
          data-testid="testimonial-wall"
          className={clsx('mt-10 sm:mt-12 sm:grid sm:gap-5 md:grid-cols-3', SWIPE_ROW)}
        >
          {LANDING_TESTIMONIALS.wall.map((testimonial) => (
            <li key={testimonial.id} className={SWIPE_ITEM}>
              <button
                type="button"
                {...registerAttrs(testimonial.id)}
                className="relative flex h-full w-full flex-col rounded-card bg-white p-6 text-left shadow-card ring-1 ring-ink-900/5 transition-shadow hover:shadow-float"
              >
                {testimonial.usp ? (
                  <span className="mb-4 flex flex-wrap items-baseline gap-x-2">
                    <span className="text-3xl font-extrabold tracking-tight text-brand-700">
                      {uspText(t, locale, testimonial.usp)}
                    </span>
                    <span className="text-sm font-medium text-ink-600">{t(`testimonials:${testimonial.id}.sup`)}</span>
                  </span>
                ) : null}
                <span className="block flex-1 leading-relaxed text-pretty text-ink-800">
                  <q>{t(`testimonials:${testimonial.id}.quote`)}</q>
                </span>
                <span className="mt-5 flex items-center gap-3">
                  <TestimonialAuthor testimonial={testimonial} locale={locale} size={40} />
                </span>
                <span className="sr-only">{t('testimonials:openLabel', { name: nameOf(testimonial, locale) })}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The money-back guarantee and its terms (spec §1). */
function Guarantee({ t }: SectionProps) {
  return (
    <section
      aria-labelledby="guarantee-title"
      className="below-fold mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="grid grid-cols-1 gap-10 rounded-3xl bg-accent-100/50 p-6 ring-1 ring-accent-400/30 sm:p-10 lg:grid-cols-[1fr_2fr] lg:p-14">
        <div>
          <span className="grid size-14 place-items-center rounded-2xl bg-white text-accent-700 shadow-card">
            <Icon node={ShieldCheck} aria-hidden className="size-8" />
          </span>
          <p className="mt-6 text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('guarantee.eyebrow')}</p>
          <h2 id="guarantee-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-950">
            {t('guarantee.title')}*
          </h2>
          <p className="mt-3 text-ink-700">{t('guarantee.text')}</p>
        </div>
        <div>
          <ol className="grid gap-4 md:grid-cols-3">
            {(['s1', 's2', 's3'] as const).map((step, index) => (
              <li
                key={step}
                className="flex gap-3 sm:block sm:rounded-2xl sm:bg-white sm:p-5 sm:shadow-card sm:ring-1 sm:ring-ink-900/5"
              >
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white sm:size-9"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-950 sm:mt-4">{t(`guarantee.${step}.title`)}</h3>
                  <p className="mt-1 text-sm text-ink-600 sm:mt-1.5">{t(`guarantee.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-5 text-sm text-ink-700">*{t('guarantee.note')}</p>
        </div>
      </div>
    </section>
  );
}

/** Everything below the demo: story, features, wall, guarantee, FAQ. */
export function LowerSections(props: SectionProps) {
  return (
    <>
      <CustomerStory {...props} />
      <BentoGrid {...props} />
      <TestimonialWall {...props} />
      <Guarantee {...props} />
      <FaqSection t={props.t} prefix="faq" count={5} className="px-4 pb-16 sm:px-0 sm:pb-24" />
    </>
  );
}
