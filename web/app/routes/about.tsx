import { PAGES } from '@findable/core/routes';
import { AboutPage } from '../components/about/about-page.tsx';
import { renderVisuals } from '../components/visuals/render.server.tsx';
import { revalidateOnLocaleChange } from '../i18n/i18n.tsx';
import { loadMessages, localeOf, metaFromCatalog } from '../seo/page-route.ts';
import type { Route } from './+types/about';

export function loader({ params }: Route.LoaderArgs) {
  const { messages } = loadMessages(params, ['about', 'careers', 'visuals']);
  return {
    messages: { about: messages.about!, careers: messages.careers! },
    visuals: renderVisuals(localeOf(params), messages, ['team', 'office']),
  };
}

export const shouldRevalidate = revalidateOnLocaleChange;

export const meta: Route.MetaFunction = metaFromCatalog('about', PAGES.about.path);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage visuals={loaderData.visuals} />;
}
