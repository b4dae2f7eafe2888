import type { Messages } from '@findable/core/locales/messages';
import { pageAt, PAGES, PRODUCT_PAGES, type PageId, type ProductPageId } from '@findable/core/routes';
import { ProductPage } from '../components/product/product-page.tsx';
import { PRODUCT_PAGE_CONFIG, productVisuals } from '../components/product/product-pages.ts';
import { renderSampleReport } from '../components/report/render-sample-report.server.tsx';
import { renderVisuals } from '../components/visuals/render.server.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { siteFactsOf } from '../site/site-facts.ts';
import { loadMessages, localeOf } from '../seo/page-route.ts';
import type { Route } from './+types/product';

const isProductPage = (id: PageId): id is ProductPageId => (PRODUCT_PAGES as readonly PageId[]).includes(id);

/** The product page a URL shows, by its path or one of its aliases: /{locale}/{path} (or its `.data`). */
function pageOf(pathname: string): ProductPageId {
  const id = pageAt(
    pathname
      .split('/')
      .slice(2)
      .join('/')
      .replace(/(\.data|\/)$/, ''),
  );
  if (!id || !isProductPage(id)) throw new Error(`No product page at ${pathname}`);
  return id;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const page = pageOf(new URL(request.url).pathname);
  const { messages } = loadMessages(params, ['product', 'testimonials', 'visuals', 'report', 'common']);
  const product = messages.product as Messages & Record<ProductPageId | 'shared', Messages>;
  // This page's copy and the shared labels under `product`, the testimonials, and the drawings as HTML.
  return {
    page,
    messages: { testimonials: messages.testimonials!, product: { shared: product.shared, page: product[page] } },
    visuals: renderVisuals(locale, messages, productVisuals(page), [PRODUCT_PAGE_CONFIG[page].hero]),
    // The demo block's sample report, as HTML (the pages with a #demo section).
    sample: PRODUCT_PAGE_CONFIG[page].demo ? renderSampleReport(locale, messages) : null,
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

/** Every spelling of a page has the same canonical URL: the page's main path. */
export const meta: Route.MetaFunction = ({ params, loaderData, matches }) =>
  pageMeta({
    locale: localeOf(params),
    site: siteFactsOf(matches),
    path: loaderData ? PAGES[loaderData.page].path : '',
    messages: loaderData?.messages.product.page,
  });

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage id={loaderData.page} visuals={loaderData.visuals} sample={loaderData.sample} />;
}
