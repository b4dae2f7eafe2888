import { LOCALES } from './locales/index.ts';
import { formatAddress, OPERATOR_EMAILS, SAMPLE_OPERATOR, SOCIAL_NETWORKS, type Operator } from './operator.ts';

/**
 * The facts a deployment decides and the prerendered pages show: the public origin (canonical URLs, hreflang,
 * Open Graph, sitemap, structured data, badge embed code) and the operator (legal texts, footer, structured
 * data). The pages are built with one set (SITE_URL at build time, SAMPLE_OPERATOR); the server swaps in its own
 * configuration once at start (server/src/site/public-build.ts), so one build serves any domain and operator.
 */
export interface SiteFacts {
  /** Public origin without a trailing slash: 'https://www.example.com'. */
  origin: string;
  operator: Operator;
}

export const DEFAULT_ORIGIN = 'http://localhost:3000';

/** The origin of a server on this machine at `port` (the default origin when the port is chosen by the system, 0). */
export function localOrigin(port: number): string {
  return port > 0 ? `http://localhost:${port}` : DEFAULT_ORIGIN;
}

/** The facts a build without configuration carries. */
export function buildSiteFacts(siteUrl: string | undefined): SiteFacts {
  return { origin: publicOrigin(siteUrl ?? DEFAULT_ORIGIN), operator: SAMPLE_OPERATOR };
}

/** 'https://www.example.com/' → 'https://www.example.com'; throws for a URL with a path, query or fragment. */
export function publicOrigin(siteUrl: string): string {
  const url = new URL(siteUrl);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `SITE_URL must be an origin like https://www.example.com (no path, query or credentials), not ${siteUrl}`,
    );
  }
  return url.origin;
}

/**
 * The facts as ONE string, the form they travel in as the locale layout's loader data. A single string (not an
 * object, which the loader-data encoding would split into shared atoms) can be found and replaced whole.
 */
export function serializeSiteFacts(facts: SiteFacts): string {
  return JSON.stringify({ origin: facts.origin, operator: facts.operator });
}

export function parseSiteFacts(text: string): SiteFacts {
  return JSON.parse(text) as SiteFacts;
}

/** Where a text sits in the built files, which decides how a value is escaped there. */
export type RewriteContext =
  /** HTML outside <script>: text and attribute values (HTML-escaped). */
  | 'markup'
  /** A JSON-LD block: JSON inside a script element, `<>&` as \u escapes (React Router's meta). */
  | 'jsonld'
  /** Inline scripts: the loader data stream, a JSON string of the turbo-stream text inside a script. */
  | 'stream'
  /** A prerendered `.data` file: the turbo-stream text itself. */
  | 'data'
  /** sitemap.xml, robots.txt. */
  | 'text';

/** React's own escape (' as &#x27;, unlike core/html.ts), so a rewrite finds a value where React wrote it. */
const htmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const jsonInner = (text: string) => JSON.stringify(text).slice(1, -1);
/** React Router's escaping of script content (lib/dom/ssr/markup.ts). */
const scriptEscape = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** How a plain value is written in each context. Operator values inside loader data sit in rendered HTML. */
const ENCODE: Record<RewriteContext, (value: string) => string> = {
  markup: htmlEscape,
  jsonld: (value) => scriptEscape(jsonInner(value)),
  stream: (value) => scriptEscape(jsonInner(jsonInner(htmlEscape(value)))),
  data: (value) => jsonInner(htmlEscape(value)),
  text: (value) => value,
};

/** How the serialized facts are written where they travel as loader data. */
const ENCODE_FACTS: Partial<Record<RewriteContext, (value: string) => string>> = {
  stream: (value) => scriptEscape(jsonInner(jsonInner(value))),
  data: jsonInner,
};

/** The JSON-LD keys whose values are too short to be found without their key (a city, a postal code). */
const JSONLD_ADDRESS_KEYS = {
  streetAddress: 'street',
  postalCode: 'postalCode',
  addressLocality: 'city',
  addressCountry: 'country',
} as const;

/** The plain texts a page may show for an operator, paired by meaning. */
function operatorTexts(operator: Operator): string[] {
  return [
    operator.legalName,
    operator.registrationNumber,
    operator.vatNumber,
    ...OPERATOR_EMAILS.map((id) => operator.emails[id]),
    ...SOCIAL_NETWORKS.map((id) => operator.social[id]),
    ...LOCALES.map((locale) => formatAddress(operator.address, locale)),
  ];
}

export interface SiteRewrite {
  /** Whether anything differs at all (else the build is served as it is). */
  changed: boolean;
  /** Rewrites one text of a context; `facts` counts how often the serialized facts were found. */
  apply(context: RewriteContext, text: string): { text: string; facts: number };
}

/**
 * Replaces the build's facts with the live ones in a built file. Every value the build wrote is distinctive (the
 * sample operator's values appear nowhere else; the origin is a whole URL origin), and all replacements of a
 * context happen in one pass, longest first, so a replaced value is never replaced again.
 */
export function siteRewrite(build: SiteFacts, live: SiteFacts): SiteRewrite {
  const pairs: Array<[string, string]> = [];
  const from = operatorTexts(build.operator);
  const to = operatorTexts(live.operator);
  from.forEach((text, index) => {
    if (text !== to[index]) pairs.push([text, to[index]!]);
  });
  const changed = pairs.length > 0 || build.origin !== live.origin;
  const buildFacts = serializeSiteFacts(build);
  const liveFacts = serializeSiteFacts(live);

  const compiled = new Map<RewriteContext, { pattern: RegExp; replacements: Map<string, string> } | null>();
  const compile = (context: RewriteContext) => {
    const replacements = new Map<string, string>();
    const encodeFacts = ENCODE_FACTS[context];
    if (encodeFacts) replacements.set(encodeFacts(buildFacts), encodeFacts(liveFacts));
    if (context !== 'text') {
      for (const [a, b] of pairs) replacements.set(ENCODE[context](a), ENCODE[context](b));
    }
    if (context === 'jsonld') {
      for (const [key, field] of Object.entries(JSONLD_ADDRESS_KEYS)) {
        const a = build.operator.address[field];
        const b = live.operator.address[field];
        if (a !== b) replacements.set(`"${key}":"${ENCODE.jsonld(a)}"`, `"${key}":"${ENCODE.jsonld(b)}"`);
      }
    }
    const literals = [...replacements.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    // The origin only where it is a whole origin: not http://localhost:3000 inside http://localhost:30001.
    if (build.origin !== live.origin) {
      replacements.set(build.origin, live.origin);
      literals.push(`${escapeRegExp(build.origin)}(?![\\w.:-])`);
    }
    return literals.length ? { pattern: new RegExp(literals.join('|'), 'g'), replacements } : null;
  };

  return {
    changed,
    apply(context, text) {
      if (!compiled.has(context)) compiled.set(context, compile(context));
      const rules = compiled.get(context);
      const encodeFacts = ENCODE_FACTS[context];
      const factsNeedle = encodeFacts?.(buildFacts);
      let facts = 0;
      if (!rules) return { text, facts: factsNeedle ? countOf(text, factsNeedle) : 0 };
      const out = text.replace(rules.pattern, (match) => {
        if (match === factsNeedle) facts++;
        return rules.replacements.get(match) ?? match;
      });
      return { text: out, facts };
    },
  };
}

/** Splits a page into its contexts and rewrites each; `facts` counts the loader-data copies found. */
export function rewriteHtml(rewrite: SiteRewrite, html: string): { text: string; facts: number } {
  let facts = 0;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(/(<script\b([^>]*)>)([\s\S]*?)(<\/script>)/g)) {
    const start = match.index;
    const markup = rewrite.apply('markup', html.slice(last, start));
    const context: RewriteContext = /type="application\/ld\+json"/.test(match[2] ?? '') ? 'jsonld' : 'stream';
    const body = rewrite.apply(context, match[3] ?? '');
    facts += markup.facts + body.facts;
    out += markup.text + match[1] + body.text + match[4];
    last = start + match[0].length;
  }
  const tail = rewrite.apply('markup', html.slice(last));
  return { text: out + tail.text, facts: facts + tail.facts };
}

/** How often the serialized facts appear in a page's loader data and in a `.data` file (the build's self-check). */
export function factsOccurrences(facts: SiteFacts, context: 'stream' | 'data', text: string): number {
  return countOf(text, ENCODE_FACTS[context]!(serializeSiteFacts(facts)));
}

function countOf(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
