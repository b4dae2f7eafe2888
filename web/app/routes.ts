import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { BUILT_PAGES, builtPagePaths, type BuiltPageId } from './page-list.ts';

const pages = (Object.keys(BUILT_PAGES) as BuiltPageId[]).flatMap((id) =>
  builtPagePaths(id).map((path, n) =>
    path === '' ? index(BUILT_PAGES[id]) : route(path, BUILT_PAGES[id], { id: n === 0 ? id : `${id}-${n}` }),
  ),
);

export default [
  route(':locale', 'routes/locale-layout.tsx', pages),
  // Anything else: the client sends the visitor to the 404 page of their locale (the server does the same
  // with a redirect before any JavaScript runs).
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
