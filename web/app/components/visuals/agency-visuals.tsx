import { formatChange, formatDate, formatNumber } from '@findable/core/locales/format';
import { dateTimeFormat } from '@findable/core/locales/intl-cache';
import { ArrowDownRight, ArrowUpRight, Building, CalendarDays, Check, Video } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { Frame, Pill, ScoreRing, type VisualProps } from './frame.tsx';

/** Agency dashboard: every client location with its score, trend and report status. */
export function AgencyVisual({ t, locale }: VisualProps) {
  const clients = [
    { name: 'Harbor Dental Studio', city: 'San Diego', score: 84, delta: 6, status: 'sent' },
    { name: 'PulseFit Gym', city: 'Seattle', score: 77, delta: 9, status: 'sent' },
    { name: 'Casa Sofia Tapas', city: 'Austin', score: 71, delta: 4, status: 'ready' },
    { name: 'Hill & Sons Barbers', city: 'Denver', score: 58, delta: -3, status: 'attention' },
  ] as const;
  const tone = { sent: 'good', ready: 'brand', attention: 'bad' } as const;
  return (
    <Frame title={t('agency.title')} chip={t('agency.clients', { count: formatNumber(locale, 24) })}>
      <ul className="divide-y divide-ink-100">
        {clients.map((client) => (
          <li key={client.name} className="flex items-center gap-3 py-2.5">
            <ScoreRing value={client.score} size="sm" tone="brand" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink-900">{client.name}</span>
              <span className="block text-xs text-ink-600">{client.city}</span>
            </span>
            <span
              className={`flex items-center text-sm font-semibold tabular-nums ${client.delta > 0 ? 'text-accent-700' : 'text-rose-700'}`}
            >
              {client.delta > 0 ? (
                <Icon node={ArrowUpRight} className="size-4" />
              ) : (
                <Icon node={ArrowDownRight} className="size-4" />
              )}
              {Math.abs(client.delta)}
            </span>
            <span className="hidden sm:block">
              <Pill tone={tone[client.status]}>{t(`agency.status.${client.status}`)}</Pill>
            </span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** A white-label report cover: the agency's own brand on the client's monthly report. */
export function WhiteLabelVisual({ t, locale }: VisualProps) {
  const month = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date('2025-09-01'),
  );
  return (
    <div className="overflow-hidden rounded-card bg-white text-left shadow-float ring-1 ring-ink-900/5">
      <div className="bg-gradient-to-br from-teal-700 to-teal-900 p-6 text-white">
        <div className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2 font-bold">
            {/* The agency's logo: a mark, not initials, which would be the English name's in every language. */}
            <span className="grid size-8 place-items-center rounded-lg bg-white/20">
              <Icon node={Building} aria-hidden className="size-4" />
            </span>
            {t('whitelabel.agency')}
          </span>
          <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold">{t('whitelabel.chip')}</span>
        </div>
        <p className="mt-8 text-sm text-teal-100">{t('whitelabel.kind', { month })}</p>
        <p className="mt-1 text-2xl font-bold tracking-tight">Harbor Dental Studio</p>
      </div>
      <div className="grid grid-cols-3 gap-2 p-5">
        {[
          { key: 'visibility', value: '84', delta: formatChange(locale, 6) },
          { key: 'calls', value: formatNumber(locale, 142), delta: formatChange(locale, 18, 'percent') },
          { key: 'reviews', value: formatNumber(locale, 27), delta: formatChange(locale, 27) },
        ].map((kpi) => (
          <div key={kpi.key} className="rounded-xl bg-ink-50 p-3">
            <p className="text-xs text-ink-600">{t(`whitelabel.${kpi.key}`)}</p>
            <p className="mt-1 text-lg font-bold text-ink-950 tabular-nums">{kpi.value}</p>
            <p className="text-xs font-semibold text-teal-800">{kpi.delta}</p>
          </div>
        ))}
      </div>
      <p className="border-t border-ink-100 px-5 py-3 text-xs text-ink-600">{t('whitelabel.footer')}</p>
    </div>
  );
}

/** Complete Local Marketing: the month's work by the dedicated marketer. */
export function MarketingVisual({ t, locale }: VisualProps) {
  const tasks = ['posts', 'replies', 'campaign', 'links', 'report'];
  const month = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date('2025-09-01'));
  return (
    <Frame title={t('marketing.title')} chip={month}>
      <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-300 to-brand-700 font-bold text-white">
          R
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-ink-950">{t('marketing.marketer')}</span>
          <span className="block text-xs text-ink-600">{t('marketing.role')}</span>
        </span>
      </div>
      <ul className="mt-4 space-y-2">
        {tasks.map((task) => (
          <li key={task} className="flex items-center gap-3 text-sm text-ink-800">
            <span className="grid size-5 shrink-0 place-items-center rounded-full bg-accent-700 text-white">
              <Icon node={Check} className="size-3.5" strokeWidth={3} />
            </span>
            {t(`marketing.tasks.${task}`)}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-ink-950 p-3 text-sm text-white">
        <span className="flex items-center gap-2">
          <Icon node={Video} className="size-4 text-accent-400" />
          {t('marketing.checkIn')}
        </span>
        <span className="flex items-center gap-1.5 text-xs text-ink-300">
          <Icon node={CalendarDays} className="size-3.5" />
          {formatDate(locale, '2025-10-02')}
        </span>
      </div>
    </Frame>
  );
}
