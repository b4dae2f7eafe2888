import { Link } from 'react-router';
import { JOB_OPENINGS, type LegalDocumentId } from '@findable/core/legal';
import { formatDate } from '@findable/core/locales/format';
import { SITE } from '@findable/core/site';
import { useSiteFacts } from '../../site/site-facts.ts';
import { ArrowUp, Briefcase, MapPin } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useTranslation } from '../../i18n/i18n.tsx';
import { Badge } from '../ui/badge.tsx';
import { buttonClass } from '../ui/button.tsx';

interface RenderedDocument {
  anchor: LegalDocumentId;
  updated: string;
  title: string;
  html: string;
}

/**
 * Open positions, under the `positions` anchor the header and footer link to. With `viewAllHref` (About) it
 * ends with a link to the full list; the list itself (legal page) offers an open application instead.
 */
export function OpenPositions({ id, viewAllHref }: { id?: string; viewAllHref?: string }) {
  const { t } = useTranslation('careers');
  const { operator } = useSiteFacts();
  return (
    <section id={id} aria-labelledby="positions-title" className="scroll-mt-24">
      <h2 id="positions-title" className="text-2xl font-bold tracking-tight text-ink-950">
        {t('title')}
      </h2>
      <p className="mt-2 text-ink-600">{t('text')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {JOB_OPENINGS.map((job) => (
          <li key={job.id} className="flex flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-ink-900/5">
            <Icon node={Briefcase} aria-hidden className="size-5 text-brand-600" />
            <h3 className="mt-3 font-semibold text-ink-950">{t(`${job.id}.title`)}</h3>
            <p className="mt-1 flex-1 text-sm text-ink-600">{t(`${job.id}.text`)}</p>
            <p className="mt-4 flex flex-wrap gap-2">
              {job.locations.map((location) => (
                <Badge key={location} tone="neutral">
                  <Icon node={MapPin} aria-hidden className="size-3" />
                  {t(`locations.${location}`)}
                </Badge>
              ))}
            </p>
            <a
              href={`mailto:${operator.emails.jobs}?subject=${encodeURIComponent(t(`${job.id}.title`))}`}
              className="mt-4 text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('apply')}
            </a>
          </li>
        ))}
      </ul>
      {viewAllHref ? (
        <Link to={viewAllHref} className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('viewAll')}
        </Link>
      ) : (
        <a href={`mailto:${operator.emails.jobs}`} className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('openApplication')}
        </a>
      )}
    </section>
  );
}

/** The legal page: contents, the four documents with their dates, open positions. */
export function LegalPage({ documents }: { documents: readonly RenderedDocument[] }) {
  const { t, locale } = useTranslation('legal');
  const { t: tCareers } = useTranslation('careers');
  const { operator } = useSiteFacts();
  return (
    <div className="bg-ink-50">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <header id="contents" className="max-w-3xl scroll-mt-24">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-4 text-lg text-ink-600">{t('hero.text')}</p>
        </header>
        <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="toc-title" className="text-sm font-semibold text-ink-900">
              {t('toc')}
            </h2>
            <ol className="mt-3 space-y-1 border-l border-ink-200">
              {documents.map((doc) => (
                <li key={doc.anchor}>
                  <a
                    href={`#${doc.anchor}`}
                    className="-ml-px block border-l border-transparent py-1.5 pl-4 text-sm text-ink-600 hover:border-brand-500 hover:text-ink-950"
                  >
                    {doc.title}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href="#positions"
                  className="-ml-px block border-l border-transparent py-1.5 pl-4 text-sm text-ink-600 hover:border-brand-500 hover:text-ink-950"
                >
                  {tCareers('title')}
                </a>
              </li>
            </ol>
            <p className="mt-6 text-sm text-ink-500">
              {t('questions')}{' '}
              <a href={`mailto:${operator.emails.legal}`} className="font-medium text-brand-700 hover:underline">
                {t('contact', { email: operator.emails.legal })}
              </a>
            </p>
          </nav>
          <div className="min-w-0 space-y-10">
            {documents.map((doc) => (
              <article
                key={doc.anchor}
                id={doc.anchor}
                aria-labelledby={`${doc.anchor}-title`}
                className="scroll-mt-24 rounded-card bg-white px-5 py-6 shadow-card ring-1 ring-ink-900/5 sm:p-10"
              >
                <h2
                  id={`${doc.anchor}-title`}
                  className="text-2xl font-bold tracking-tight text-balance text-ink-950 sm:text-3xl"
                >
                  {doc.title}
                </h2>
                <p className="mt-2 text-sm text-ink-500">
                  {t('lastUpdated', { date: formatDate(locale, doc.updated) })}
                </p>
                <div
                  className="prose prose-slate mt-8 max-w-none prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-a:text-brand-700 prose-table:text-sm"
                  dangerouslySetInnerHTML={{ __html: doc.html }}
                />
                <a
                  href="#contents"
                  className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-ink-500 hover:text-ink-900"
                >
                  <Icon node={ArrowUp} aria-hidden className="size-4" />
                  {t('backToTop')}
                </a>
              </article>
            ))}
            <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-10">
              <OpenPositions id="positions" />
            </div>
            <p className="text-sm text-ink-500">
              © {SITE.copyrightYear} {operator.legalName}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
