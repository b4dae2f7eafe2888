import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { BUILT_ROUTES } from './page-list.ts';

export default [
  route(
    ':locale',
    'routes/locale-layout.tsx',
    BUILT_ROUTES.map(({ id, path, module }) => (path === '' ? index(module) : route(path, module, { id }))),
  ),
  // Anything else: the client sends the visitor to the 404 page of their locale (the server does the same
  // with a redirect before any JavaScript runs).
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
