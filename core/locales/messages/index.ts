import type { Locale } from '../index.ts';
import enBadges from './en-US/badges.json' with { type: 'json' };
import deBadges from './de-DE/badges.json' with { type: 'json' };
import huBadges from './hu-HU/badges.json' with { type: 'json' };
import enAuth from './en-US/auth.json' with { type: 'json' };
import deAuth from './de-DE/auth.json' with { type: 'json' };
import huAuth from './hu-HU/auth.json' with { type: 'json' };
import enEmail from './en-US/email.json' with { type: 'json' };
import deEmail from './de-DE/email.json' with { type: 'json' };
import huEmail from './hu-HU/email.json' with { type: 'json' };
import enCommon from './en-US/common.json' with { type: 'json' };
import deCommon from './de-DE/common.json' with { type: 'json' };
import huCommon from './hu-HU/common.json' with { type: 'json' };
import enLanding from './en-US/landing.json' with { type: 'json' };
import deLanding from './de-DE/landing.json' with { type: 'json' };
import huLanding from './hu-HU/landing.json' with { type: 'json' };
import enPricing from './en-US/pricing.json' with { type: 'json' };
import dePricing from './de-DE/pricing.json' with { type: 'json' };
import huPricing from './hu-HU/pricing.json' with { type: 'json' };
import enTestimonials from './en-US/testimonials.json' with { type: 'json' };
import deTestimonials from './de-DE/testimonials.json' with { type: 'json' };
import huTestimonials from './hu-HU/testimonials.json' with { type: 'json' };
import enLegal from './en-US/legal.json' with { type: 'json' };
import deLegal from './de-DE/legal.json' with { type: 'json' };
import huLegal from './hu-HU/legal.json' with { type: 'json' };
import enCareers from './en-US/careers.json' with { type: 'json' };
import deCareers from './de-DE/careers.json' with { type: 'json' };
import huCareers from './hu-HU/careers.json' with { type: 'json' };
import enVerticals from './en-US/verticals.json' with { type: 'json' };
import deVerticals from './de-DE/verticals.json' with { type: 'json' };
import huVerticals from './hu-HU/verticals.json' with { type: 'json' };
import enVisuals from './en-US/visuals.json' with { type: 'json' };
import deVisuals from './de-DE/visuals.json' with { type: 'json' };
import huVisuals from './hu-HU/visuals.json' with { type: 'json' };
import enProduct from './en-US/product.json' with { type: 'json' };
import deProduct from './de-DE/product.json' with { type: 'json' };
import huProduct from './hu-HU/product.json' with { type: 'json' };
import enAbout from './en-US/about.json' with { type: 'json' };
import deAbout from './de-DE/about.json' with { type: 'json' };
import huAbout from './hu-HU/about.json' with { type: 'json' };
import enSearch from './en-US/search.json' with { type: 'json' };
import deSearch from './de-DE/search.json' with { type: 'json' };
import huSearch from './hu-HU/search.json' with { type: 'json' };
import enReport from './en-US/report.json' with { type: 'json' };
import deReport from './de-DE/report.json' with { type: 'json' };
import huReport from './hu-HU/report.json' with { type: 'json' };
import enBilling from './en-US/billing.json' with { type: 'json' };
import deBilling from './de-DE/billing.json' with { type: 'json' };
import huBilling from './hu-HU/billing.json' with { type: 'json' };
import enErrors from './en-US/errors.json' with { type: 'json' };
import deErrors from './de-DE/errors.json' with { type: 'json' };
import huErrors from './hu-HU/errors.json' with { type: 'json' };

/** A message catalog: nested objects whose leaves are i18next-style strings (`{{name}}` interpolation). */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * Every catalog, by locale and namespace. `common` holds the shell (header, footer, 404, dialogs);
 * each page has its own namespace so a page ships only the text it shows. `errors` holds the web app's own error
 * texts (root error screen, network failures), which the root module bundles itself (errors.ts).
 */
export const CATALOGS = {
  'en-US': {
    common: enCommon,
    auth: enAuth,
    email: enEmail,
    badges: enBadges,
    landing: enLanding,
    pricing: enPricing,
    testimonials: enTestimonials,
    legal: enLegal,
    careers: enCareers,
    verticals: enVerticals,
    visuals: enVisuals,
    product: enProduct,
    about: enAbout,
    search: enSearch,
    report: enReport,
    billing: enBilling,
    errors: enErrors,
  },
  'de-DE': {
    common: deCommon,
    auth: deAuth,
    email: deEmail,
    badges: deBadges,
    landing: deLanding,
    pricing: dePricing,
    testimonials: deTestimonials,
    legal: deLegal,
    careers: deCareers,
    verticals: deVerticals,
    visuals: deVisuals,
    product: deProduct,
    about: deAbout,
    search: deSearch,
    report: deReport,
    billing: deBilling,
    errors: deErrors,
  },
  'hu-HU': {
    common: huCommon,
    auth: huAuth,
    email: huEmail,
    badges: huBadges,
    landing: huLanding,
    pricing: huPricing,
    testimonials: huTestimonials,
    legal: huLegal,
    careers: huCareers,
    verticals: huVerticals,
    visuals: huVisuals,
    product: huProduct,
    about: huAbout,
    search: huSearch,
    report: huReport,
    billing: huBilling,
    errors: huErrors,
  },
} satisfies Record<Locale, Record<string, Messages>>;

export type Namespace = keyof (typeof CATALOGS)['en-US'];

export type MessageBundle = Partial<Record<Namespace, Messages>>;

/** The catalogs a page needs, in one object to pass through loader data. */
export function messagesFor(locale: Locale, namespaces: readonly Namespace[]): MessageBundle {
  const bundle: MessageBundle = {};
  for (const ns of namespaces) bundle[ns] = CATALOGS[locale][ns];
  return bundle;
}

/** Looks a dotted key up in one catalog; undefined when it is missing or not a string. */
export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
