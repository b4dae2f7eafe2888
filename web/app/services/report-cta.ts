import type { BusinessSearchResult } from '@findable/core/validation/search';
import { APP_URL, appLink } from '../site-config.ts';
import { openModal } from './modal.ts';
import { getToken } from './session-token.ts';

/** What the registration dialog may be opened with (spec §3: a business from the search, a testimonial, a plan). */
export interface RegisterModalData {
  business?: Pick<BusinessSearchResult, 'name' | 'formatted_address' | 'place_id'> | null;
  testimonial?: string;
  plan?: string;
  places?: number;
  billing?: string;
}

/**
 * Whether a visitor is signed in on this site. Only our own application site (the default APP_URL) keeps the
 * session here; an external one keeps it on its own origin.
 */
export function isSignedIn(): boolean {
  return !APP_URL && getToken() !== null;
}

/** The report page; with a business picked in a search, the page adds it to the account first. */
export function reportLink(locale: string, business?: RegisterModalData['business']): string {
  const link = appLink('report', locale);
  return business
    ? `${link}?${new URLSearchParams({ place: business.place_id, name: business.name, address: business.formatted_address })}`
    : link;
}

/**
 * What 'Get my report', 'Sign up for free' and the other calls to action do: a signed-in visitor goes to their
 * report (with the business they picked, if any), everyone else gets the registration dialog.
 */
export function openReportOrRegister(locale: string, data: RegisterModalData = { business: null }): void {
  if (isSignedIn()) window.location.assign(reportLink(locale, data.business));
  else openModal('registerModal', data);
}

/**
 * `<html data-signed-in>` before the first paint (session-token.ts keeps it in step later): an inline script in the page's head (its hash is in the page's CSP),
 * so a signed-in visitor never sees 'Sign up' flash before 'Open my report'.
 */
export const SIGNED_IN_MARK_SCRIPT = `try{localStorage.getItem('accessToken')&&document.documentElement.setAttribute('data-signed-in','')}catch(e){}`;
