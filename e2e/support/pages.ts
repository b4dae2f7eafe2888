import { PAGES } from '@findable/core/routes';

/**
 * The paths inside a locale that the checks visit: one of each page type this build has (read from the
 * server's site manifest would couple us to the build; the route table is the contract).
 */
export function pagesToCheck(): string[] {
  return [
    PAGES.landing.path,
    PAGES.pricing.path,
    PAGES.legal.path,
    'local-seo-for-dentists',
    'local-seo-for-gyms',
    PAGES.notFound.path,
    // Product pages share one layout; Complete Local Marketing adds the price card and services table.
    PAGES.localSeo.path,
    PAGES.completeLocalMarketing.path,
    PAGES.about.path,
    PAGES.badges.path,
    `${PAGES.unlockBadge.path}?t=top25&c=Caf%C3%A9s`,
    PAGES.authLogin.path,
  ];
}

/** The pages Lighthouse audits: every type but the 404 page, which it cannot audit (its status is 404). */
export function pagesToAudit(): string[] {
  return pagesToCheck().filter((path) => path !== PAGES.notFound.path);
}
