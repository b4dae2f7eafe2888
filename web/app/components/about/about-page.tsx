import { paths } from '@findable/core/routes';
import { Compass, HeartHandshake, Lightbulb } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { PageHero } from '../ui/page-hero.tsx';
import { useTranslation } from '../../i18n/i18n.tsx';
import { claimedFigures } from '../landing/stats.tsx';
import { OpenPositions } from '../legal/legal-page.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { StaticVisual } from '../visuals/static-visual.tsx';
import type { RenderedVisuals } from '../visuals/visual-ids.ts';

const VALUES = [
  { key: 'clarity', icon: Lightbulb },
  { key: 'honesty', icon: HeartHandshake },
  { key: 'local', icon: Compass },
] as const;

/** About (spec §2): mission, team, drawn images, three statistics and the open positions. */
export function AboutPage({ visuals }: { visuals: RenderedVisuals | undefined }) {
  const { t, locale } = useTranslation('about');
  const figures = claimedFigures(locale, t);
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        aside={<StaticVisual visuals={visuals} id="office" className="mx-auto w-full max-w-lg" />}
      />

      <section aria-labelledby="mission-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('mission.eyebrow')}</p>
            <h2
              id="mission-title"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl"
            >
              {t('mission.title')}
            </h2>
            <p className="mt-5 text-lg text-pretty text-ink-600">{t('mission.p1')}</p>
            <p className="mt-4 text-lg text-pretty text-ink-600">{t('mission.p2')}</p>
          </div>
          <ul className="grid gap-4 self-center">
            {VALUES.map(({ key, icon }) => (
              <li key={key} className="flex gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon node={icon} aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink-950">{t(`values.${key}.title`)}</span>
                  <span className="mt-1 block text-sm leading-6 text-ink-600">{t(`values.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="numbers-title" className="bg-ink-950 py-20 text-white sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            inverse
            eyebrow={t('numbers.eyebrow')}
            title={<span id="numbers-title">{t('numbers.title')}</span>}
          />
          <dl className="mt-12 grid gap-5 lg:grid-cols-3">
            {(['searchers', 'businesses', 'served'] as const).map((key) => (
              <div
                key={key}
                className="flex flex-col-reverse justify-end gap-2 rounded-card bg-white/5 p-8 ring-1 ring-white/10"
              >
                <dt className="text-ink-300">{t(`numbers.${key}`)}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-accent-400 tabular-nums xl:text-5xl">
                  {figures[key]}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <StaticVisual visuals={visuals} id="team" className="mx-auto w-full max-w-lg lg:order-2" />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('team.eyebrow')}</p>
            <h2
              id="team-title"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl"
            >
              {t('team.title')}
            </h2>
            <p className="mt-5 text-lg text-pretty text-ink-600">{t('team.p1')}</p>
            <p className="mt-4 text-lg text-pretty text-ink-600">{t('team.p2')}</p>
          </div>
        </div>
      </section>

      <div className="bg-ink-50 py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <OpenPositions id="positions" viewAllHref={paths.legal(locale, 'positions')} />
        </div>
      </div>
    </>
  );
}
