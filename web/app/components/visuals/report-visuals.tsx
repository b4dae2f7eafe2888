import { formatChange, formatNumber, formatRating } from '@findable/core/locales/format';
import { SAMPLE_GRID_RANKS } from '@findable/core/demo';
import { gridFigures } from '@findable/core/report/grid';
import { Bot, Check, Star } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { DEMO, FixRow, Frame, Pill, SAMPLE, ScoreRing, type VisualProps } from './frame.tsx';
import { GeoGridSvg } from './map-visuals.tsx';

/** The visibility report: score, three key figures and the first fixes. */
export function ReportVisual({ t, locale }: VisualProps) {
  const fixes = [
    { key: 'fix1', tone: 'bad' as const, level: 'high' },
    { key: 'fix2', tone: 'bad' as const, level: 'high' },
    { key: 'fix3', tone: 'warn' as const, level: 'medium' },
  ];
  return (
    <Frame title={t('report.title')} chip={t('report.chip')}>
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('report.business')}</p>
          <p className="mt-1 truncate font-semibold text-ink-950">
            {DEMO.business} · {DEMO.city}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden text-right text-xs leading-tight text-ink-600 sm:block">{t('report.score')}</span>
          <ScoreRing value={SAMPLE.score} />
        </div>
      </div>
      {/* Three tiles where they fit; in a narrow window, rows of label and figure. */}
      <div className="mt-5 grid gap-2 @sm:grid-cols-3">
        {[
          { label: t('report.mapRank'), value: formatNumber(locale, gridFigures(SAMPLE_GRID_RANKS).arp ?? 0) },
          { label: t('report.rating'), value: `${formatRating(locale, SAMPLE.facts.rating)} ★` },
          { label: t('report.ai'), value: '3/4' },
        ].map((kpi) => (
          <div
            key={kpi.label}
            className="flex flex-row-reverse items-center justify-between gap-3 rounded-xl bg-ink-50 px-3 py-2 @sm:block @sm:p-3"
          >
            <p className="text-lg font-bold text-ink-950 tabular-nums">{kpi.value}</p>
            <p className="text-xs leading-snug text-ink-600 @sm:mt-0.5">{kpi.label}</p>
          </div>
        ))}
      </div>
      <p className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('report.fixesTitle')}</p>
      <ul className="mt-2 divide-y divide-ink-100">
        {fixes.map((fix) => (
          <li key={fix.key} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <span className="text-ink-800">{t(`report.${fix.key}`)}</span>
            <Pill tone={fix.tone}>{t(`impact.${fix.level}`)}</Pill>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** The action plan: a checklist of fixes with progress. */
export function FixesVisual({ t }: VisualProps) {
  const items = [
    { key: 'f1', done: true, level: 'high' },
    { key: 'f2', done: true, level: 'high' },
    { key: 'f3', done: false, level: 'high' },
    { key: 'f4', done: false, level: 'medium' },
  ];
  const tone = { high: 'bad', medium: 'warn', low: 'neutral' } as const;
  return (
    <Frame title={t('fixes.title')} chip={t('fixes.progress')}>
      <span className="block h-2 overflow-hidden rounded-full bg-ink-100">
        <span className="block h-full w-5/12 rounded-full bg-accent-500" />
      </span>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <FixRow
            key={item.key}
            done={item.done}
            pill={<Pill tone={tone[item.level as keyof typeof tone]}>{t(`impact.${item.level}`)}</Pill>}
          >
            {t(`fixes.${item.key}`)}
          </FixRow>
        ))}
      </ul>
    </Frame>
  );
}

/** How AI assistants answer a local question, and whether they mention the business. */
export function AiVisual({ t }: VisualProps) {
  const assistants = [
    { name: 'ChatGPT', ok: true },
    { name: 'Gemini', ok: true },
    { name: 'Copilot', ok: true },
    { name: 'Perplexity', ok: false },
  ];
  return (
    <Frame title={t('ai.title')} chip="3/4">
      <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm text-white">
        {t('ai.question')}
      </div>
      <div className="mt-3 flex gap-2.5">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-ink-900 text-white">
          <Icon node={Bot} className="size-4" />
        </span>
        <div className="rounded-2xl rounded-tl-md bg-ink-50 px-4 py-3 text-sm text-ink-800">
          <p>{t('ai.answer')}</p>
          <ol className="mt-2 space-y-1.5">
            <li className="flex flex-wrap items-center gap-2 font-semibold text-ink-950">
              1. {DEMO.business} <Pill tone="good">{t('ai.you')}</Pill>
            </li>
            <li>2. {DEMO.rivals[0]}</li>
            <li>3. {DEMO.rivals[1]}</li>
          </ol>
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2">
        {assistants.map((assistant) => (
          <li
            key={assistant.name}
            className="flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-semibold ring-1 ring-ink-200"
          >
            <span className="text-ink-800">{assistant.name}</span>
            {assistant.ok ? (
              <Icon node={Check} className="size-3.5 text-accent-700" strokeWidth={3} />
            ) : (
              <span className="text-rose-700">–</span>
            )}
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** The product's overview screen, as the poster of the interactive demo. */
export function DashboardVisual({ t, locale }: VisualProps) {
  const nav = ['overview', 'rankings', 'reviews', 'competitors', 'reports'];
  const kpis = [
    { key: 'visibility', value: String(SAMPLE.score), delta: formatChange(locale, 12) },
    { key: 'views', value: formatNumber(locale, 4210), delta: formatChange(locale, 38, 'percent') },
    { key: 'calls', value: formatNumber(locale, 186), delta: formatChange(locale, 21, 'percent') },
    { key: 'rating', value: `${formatRating(locale, SAMPLE.facts.rating)} ★`, delta: formatChange(locale, 0.2) },
  ];
  const bars = [38, 44, 41, 52, 58, 55, 63, 70, 68, 77, 82, 88];
  return (
    <div className="flex h-full overflow-hidden rounded-card bg-white text-left shadow-float ring-1 ring-ink-900/5">
      <div className="hidden w-52 shrink-0 flex-col gap-1 bg-ink-950 p-4 text-sm text-ink-300 lg:flex">
        <span className="mb-4 flex items-center gap-2 font-bold text-white">
          <span className="size-6 rounded-lg bg-brand-500" />
          Findable
        </span>
        {nav.map((item, index) => (
          <span
            key={item}
            className={index === 0 ? 'rounded-lg bg-white/10 px-3 py-2 font-semibold text-white' : 'px-3 py-2'}
          >
            {t(`dashboard.nav.${item}`)}
          </span>
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col bg-ink-50 p-5">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('dashboard.eyebrow')}</p>
            <p className="text-lg font-bold text-ink-950">
              {DEMO.business} · {DEMO.city}
            </p>
          </div>
          <Pill tone="good">{t('dashboard.updated')}</Pill>
        </div>
        <div className="mt-4 grid grid-cols-4 gap-3">
          {kpis.map((kpi) => (
            <div key={kpi.key} className="rounded-xl bg-white p-3 ring-1 ring-ink-900/5">
              <p className="text-xs text-ink-600">{t(`dashboard.kpi.${kpi.key}`)}</p>
              <p className="mt-1 text-xl font-bold text-ink-950 tabular-nums">{kpi.value}</p>
              <p className="text-xs font-semibold text-accent-700">{kpi.delta}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 grid grid-cols-[1.1fr_1fr] gap-3">
          <div className="rounded-xl bg-white p-4 ring-1 ring-ink-900/5">
            <p className="text-sm font-semibold text-ink-900">{t('dashboard.grid')}</p>
            <GeoGridSvg className="mx-auto mt-2 h-auto w-full max-w-60" ranks={SAMPLE_GRID_RANKS} size={7} />
          </div>
          <div className="flex flex-col gap-3">
            <div className="flex-1 rounded-xl bg-white p-4 ring-1 ring-ink-900/5">
              <p className="text-sm font-semibold text-ink-900">{t('dashboard.trend')}</p>
              <div className="mt-3 flex h-28 items-end gap-1.5">
                {bars.map((height, index) => (
                  <span key={index} className="flex-1 rounded-t bg-brand-400" style={{ height: `${height}%` }} />
                ))}
              </div>
            </div>
            <div className="rounded-xl bg-white p-4 ring-1 ring-ink-900/5">
              <p className="flex items-center gap-1 text-sm font-semibold text-ink-900">
                <Icon node={Star} className="size-4 fill-amber-400 text-amber-400" />
                {t('dashboard.review')}
              </p>
              <p className="mt-1 text-sm text-ink-600">{t('dashboard.reviewText')}</p>
            </div>
          </div>
        </div>
        <div className="mt-3 flex-1 rounded-xl bg-white p-4 ring-1 ring-ink-900/5">
          <p className="text-sm font-semibold text-ink-900">{t('report.fixesTitle')}</p>
          <ul className="mt-2 grid grid-cols-3 gap-3">
            {(['fix1', 'fix2', 'fix3'] as const).map((fix, index) => (
              <li
                key={fix}
                className="flex items-start justify-between gap-2 rounded-lg bg-ink-50 p-3 text-sm text-ink-800"
              >
                {t(`report.${fix}`)}
                <Pill tone={index < 2 ? 'bad' : 'warn'}>{t(index < 2 ? 'impact.high' : 'impact.medium')}</Pill>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
