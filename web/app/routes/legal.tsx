import { LEGAL_DOCUMENTS } from '@findable/core/legal';
import { PAGES } from '@findable/core/routes';
import { marked } from 'marked';
import { LegalPage } from '../components/legal/legal-page.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { loadMessages, localeOf, metaFromCatalog } from '../seo/page-route.ts';
import type { Route } from './+types/legal';

// The Markdown of every document in every locale, bundled into the prerender build only (the loader runs at
// build time; nothing of this reaches the browser but the HTML it produces).
const SOURCES = import.meta.glob<string>('../content/legal/*/*.md', { query: '?raw', import: 'default', eager: true });

/** Renders one document to HTML and returns its title (the first heading) separately. */
function renderDocument(locale: string, file: string): { title: string; html: string } {
  const markdown = SOURCES[`../content/legal/${locale}/${file}.md`];
  if (markdown === undefined) throw new Error(`Missing legal text ${locale}/${file}.md`);
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
