import { LEGAL_DOCUMENTS } from '@findable/core/legal';
import type { Locale } from '@findable/core/locales';
import { formatAddress, type Operator } from '@findable/core/operator';
import { parseSiteFacts } from '@findable/core/site-facts';
import { PAGES } from '@findable/core/routes';
import { marked } from 'marked';
import { LegalPage } from '../components/legal/legal-page.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { loadMessages, localeOf, metaFromCatalog } from '../seo/page-route.ts';
import { buildSiteFactsData } from '../site/site-facts.ts';
import type { Route } from './+types/legal';

// The Markdown of every document in every locale, bundled into the prerender build only (the loader runs at
// build time; nothing of this reaches the browser but the HTML it produces).
const SOURCES = import.meta.glob<string>('../content/legal/*/*.md', { query: '?raw', import: 'default', eager: true });

/**
 * The operator's facts in a legal text: `{{operator.legalName}}`, `{{operator.address}}`,
 * `{{operator.registrationNumber}}`, `{{operator.vatNumber}}`, `{{operator.emails.legal}}` … The build writes the
 * build's (sample) values; the server swaps in the configured ones at start (core/site-facts.ts).
 */
function withOperator(markdown: string, locale: Locale, operator: Operator): string {
  const values: Record<string, string> = {
    legalName: operator.legalName,
    address: formatAddress(operator.address, locale),
    registrationNumber: operator.registrationNumber,
    vatNumber: operator.vatNumber,
    ...Object.fromEntries(Object.entries(operator.emails).map(([id, email]) => [`emails.${id}`, email])),
  };
  return markdown.replace(/\{\{operator\.([\w.]+)\}\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder ${placeholder} in a legal text`);
    return value;
  });
}

/** Renders one document to HTML and returns its title (the first heading) separately. */
function renderDocument(locale: Locale, file: string): { title: string; html: string } {
  const source = SOURCES[`../content/legal/${locale}/${file}.md`];
  if (source === undefined) throw new Error(`Missing legal text ${locale}/${file}.md`);
  const markdown = withOperator(source, locale, parseSiteFacts(buildSiteFactsData()).operator);
  const [, title = '', body = ''] = /^#\s+(.+)\n([\s\S]*)$/.exec(markdown.trim()) ?? [];
  return { title, html: marked.parse(body, { async: false, gfm: true }) };
}

export function loader({ params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  return {
    ...loadMessages(params, ['legal', 'careers']),
    documents: LEGAL_DOCUMENTS.map((doc) => ({ ...doc, ...renderDocument(locale, doc.file) })),
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = metaFromCatalog('legal', PAGES.legal.path);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage documents={loaderData.documents} />;
}
