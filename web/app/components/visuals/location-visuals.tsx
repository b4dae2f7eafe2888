import { formatNumber } from '@findable/core/locales/format';
import { MapPin, Users } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { Bar, Frame, Pill, ScoreRing, type VisualProps } from './frame.tsx';

/** Districts the location mock-ups compare (fictional data; names are Budapest districts). */
const DISTRICTS = [
  { name: 'VII.', population: 52, demand: 88, competitors: 4, saturation: 'low' },
  { name: 'XIII.', population: 118, demand: 74, competitors: 11, saturation: 'medium' },
  { name: 'V.', population: 26, demand: 95, competitors: 19, saturation: 'high' },
  { name: 'XI.', population: 145, demand: 69, competitors: 7, saturation: 'low' },
  { name: 'VI.', population: 38, demand: 81, competitors: 14, saturation: 'high' },
] as const;

/** The opportunity score of one location and the factors behind it. */
export function OpportunityVisual({ t, locale }: VisualProps) {
  const factors = [
    {
      key: 'population',
      value: 72,
      // Hungarian's short form 'E' (ezer) is not read as thousands; it is spelled out, as stats.tsx does.
      label: formatNumber(locale, 52000, {
        notation: 'compact',
        compactDisplay: locale === 'hu-HU' ? 'long' : 'short',
      }),
    },
    { key: 'demand', value: 88, label: t('opportunity.high') },
    { key: 'saturation', value: 24, label: t('opportunity.low') },
    { key: 'spend', value: 64, label: t('opportunity.medium') },
  ];
  return (
    <Frame title={t('opportunity.title')} chip={t('opportunity.chip')}>
      <div className="flex items-center gap-4">
        <ScoreRing value={86} size="lg" />
        <div>
          <p className="flex items-center gap-1.5 font-semibold text-ink-950">
            <Icon node={MapPin} className="size-4 text-brand-600" />
            {t('opportunity.place')}
          </p>
          <p className="mt-1 text-sm text-ink-600">{t('opportunity.verdict')}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-3">
        {factors.map((factor) => (
          <li key={factor.key} className="text-sm">
            <span className="flex justify-between gap-2">
              <span className="text-ink-700">{t(`opportunity.${factor.key}`)}</span>
              <span className="font-semibold text-ink-950">{factor.label}</span>
            </span>
            <span className="mt-1.5 block">
              <Bar value={factor.value} className={factor.key === 'saturation' ? 'bg-accent-500' : 'bg-brand-500'} />
            </span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** Population and search demand per district. */
export function DemandVisual({ t, locale }: VisualProps) {
  return (
    <Frame title={t('demand.title')} chip={t('demand.chip')}>
      <div className="flex gap-4 text-xs text-ink-700">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-300" />
          {t('demand.population')}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-700" />
          {t('demand.searches')}
        </span>
      </div>
      <div className="mt-4 grid h-44 grid-cols-5 items-end gap-3 border-b border-ink-200 pb-0">
        {DISTRICTS.map((d) => (
          <div key={d.name} className="flex h-full items-end justify-center gap-1">
            <span className="w-3.5 rounded-t bg-brand-300" style={{ height: `${(d.population / 150) * 100}%` }} />
            <span className="w-3.5 rounded-t bg-brand-700" style={{ height: `${d.demand}%` }} />
          </div>
        ))}
      </div>
      <div className="mt-2 grid grid-cols-5 gap-3 text-center text-xs font-semibold text-ink-700">
        {DISTRICTS.map((d) => (
          <span key={d.name}>{d.name}</span>
        ))}
      </div>
      <p className="mt-4 flex items-center gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <Icon node={Users} className="size-4 shrink-0" />
        {t('demand.note', { searches: formatNumber(locale, 8400) })}
      </p>
    </Frame>
  );
}

/** Competitor saturation: competitors per district against demand. */
export function SaturationVisual({ t, locale }: VisualProps) {
  const tone = { low: 'good', medium: 'warn', high: 'bad' } as const;
  return (
    <Frame title={t('saturation.title')} chip={t('saturation.chip')}>
      <div className="grid grid-cols-[3rem_1fr_4.5rem_5rem] gap-x-3 border-b border-ink-100 pb-2 text-xs font-semibold text-ink-500">
        <span>{t('saturation.district')}</span>
        <span>{t('saturation.perResidents')}</span>
        <span className="text-right">{t('saturation.competitors')}</span>
        <span className="text-right">{t('saturation.level')}</span>
      </div>
      <ul>
        {DISTRICTS.map((d) => (
          <li
            key={d.name}
            className="grid grid-cols-[3rem_1fr_4.5rem_5rem] items-center gap-x-3 border-b border-ink-100 py-2.5 text-sm last:border-0"
          >
            <span className="font-semibold text-ink-900">{d.name}</span>
            <Bar
              value={Math.min(100, (d.competitors / d.population) * 180)}
              className={
                d.saturation === 'high' ? 'bg-rose-500' : d.saturation === 'medium' ? 'bg-amber-400' : 'bg-accent-500'
              }
            />
            <span className="text-right text-ink-900 tabular-nums">{formatNumber(locale, d.competitors)}</span>
            <span className="text-right">
              <Pill tone={tone[d.saturation]}>{t(`opportunity.${d.saturation}`)}</Pill>
            </span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
