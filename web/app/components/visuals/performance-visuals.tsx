import { formatNumber } from '@findable/core/locales/format';
import { ArrowDown, ArrowUp, Link2, ShieldAlert } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { AreaChart } from './area-chart.tsx';
import { FigureTable, Frame, Pill, ScoreRing, type VisualProps } from './frame.tsx';

/** Website performance: the audit's scores and Core Web Vitals. */
export function SpeedVisual({ t, locale }: VisualProps) {
  const scores = [
    { key: 'performance', value: 94 },
    { key: 'seo', value: 100 },
    { key: 'accessibility', value: 96 },
  ];
  const vitals = [
    { name: 'LCP', value: `${formatNumber(locale, 1.8)} s` },
    { name: 'INP', value: `${formatNumber(locale, 140)} ms` },
    { name: 'CLS', value: formatNumber(locale, 0.02) },
  ];
  return (
    <Frame title={t('speed.title')} chip={t('speed.chip')}>
      <div className="grid grid-cols-3 gap-2">
        {scores.map((score) => (
          <div key={score.key} className="flex flex-col items-center gap-2 rounded-xl bg-ink-50 p-3 text-center">
            <ScoreRing value={score.value} />
            <span className="text-xs leading-snug text-ink-700">{t(`speed.${score.key}`)}</span>
          </div>
        ))}
      </div>
      <p className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('speed.vitals')}</p>
      <ul className="mt-2 divide-y divide-ink-100">
        {vitals.map((vital) => (
          <li key={vital.name} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <span className="font-semibold text-ink-900">{vital.name}</span>
            <span className="flex items-center gap-3">
              <span className="text-ink-900 tabular-nums">{vital.value}</span>
              <Pill tone="good">{t('speed.good')}</Pill>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        {t('speed.fix')}
        <Pill tone="warn">{t('impact.medium')}</Pill>
      </p>
    </Frame>
  );
}

/** Backlinks: referring domains over time, new links and links to disavow. */
export function BacklinksVisual({ t, locale }: VisualProps) {
  const links = [
    { domain: 'budapestfoodguide.hu', authority: 48 },
    { domain: 'citybrunchlist.com', authority: 41 },
    { domain: 'localcoffeemap.eu', authority: 36 },
  ];
  return (
    <Frame title={t('backlinks.title')} chip={t('backlinks.domains', { count: formatNumber(locale, 58) })}>
      <AreaChart values={[31, 33, 34, 38, 41, 47, 52, 58]} min={25} span={40} width={320} height={100} grid />
      <p className="mt-4 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('backlinks.new')}</p>
      <ul className="mt-2 divide-y divide-ink-100">
        {links.map((link) => (
          <li key={link.domain} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="flex min-w-0 items-center gap-2 text-ink-800">
              <Icon node={Link2} className="size-4 shrink-0 text-brand-600" />
              <span className="truncate">{link.domain}</span>
            </span>
            <span className="text-xs text-ink-600">{t('backlinks.authority', { value: link.authority })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-center gap-2 rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
        <Icon node={ShieldAlert} className="size-4 shrink-0" />
        {t('backlinks.toxic')}
      </p>
    </Frame>
  );
}

/** The keyword audit: positions, changes and monthly searches. */
export function KeywordsVisual({ t, locale }: VisualProps) {
  const rows = [
    { key: 'k1', position: 2, change: 3, volume: 2900 },
    { key: 'k2', position: 4, change: 5, volume: 1300 },
    { key: 'k3', position: 7, change: -1, volume: 880 },
    { key: 'k4', position: 12, change: 6, volume: 590 },
  ];
  return (
    <Frame title={t('keywords.title')} chip={t('keywords.chip')}>
      <FigureTable
        head={[t('keywords.keyword'), t('keywords.position'), t('keywords.change'), t('keywords.volume')]}
        rows={rows.map((row) => ({
          key: row.key,
          cells: [
            <span key="keyword" className="leading-snug text-ink-900">
              {t(`keywords.${row.key}`)}
            </span>,
            <span key="position" className="text-right font-semibold text-ink-950 tabular-nums">
              {row.position}
            </span>,
            <span
              key="change"
              className={`flex items-center justify-end gap-0.5 font-semibold tabular-nums ${row.change > 0 ? 'text-accent-700' : 'text-rose-700'}`}
            >
              {row.change > 0 ? (
                <Icon node={ArrowUp} className="size-3.5" />
              ) : (
                <Icon node={ArrowDown} className="size-3.5" />
              )}
              {Math.abs(row.change)}
            </span>,
            <span key="volume" className="text-right text-ink-700 tabular-nums">
              {formatNumber(locale, row.volume)}
            </span>,
          ],
        }))}
      />
    </Frame>
  );
}
