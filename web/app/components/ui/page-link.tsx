import { Link, type LinkProps } from 'react-router';
import { isBuiltPath } from '../../page-list.ts';

/**
 * A link to a page of the site. Pages of this build navigate in the client; a page not built yet gets a
 * full page load, so the server answers it (with the 404 page) instead of the client router failing.
 */
export function PageLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={to} reloadDocument={!isBuiltPath(to)} {...props} />;
}
