import type { Locale } from './index.ts';

/**
 * The product's terms, one name per language (docs/glossary.md explains each). `wrong` lists variants that
 * were seen naming the same thing another way; core/locales/glossary.test.ts fails when any text a visitor
 * reads (catalogs, legal Markdown, e-mails) uses one. Patterns are case-sensitive unless they carry `i`.
 */
export interface GlossaryTerm {
  id: string;
  names: Record<Locale, string>;
  wrong?: Partial<Record<Locale, readonly RegExp[]>>;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  // Brand and products. Hungarian suffixes follow the spoken name [fájndébl]: front vowels (-en, -hez, -lel).
  {
    id: 'brand',
    names: { 'en-US': 'Findable', 'de-DE': 'Findable', 'hu-HU': 'Findable' },
    wrong: { 'hu-HU': [/Findable-(ön|hoz|höz|val|vel|ról|tól|nál|ba|ra)\b/] },
  },
  {
    // Spoken [gúgl]: back vowels (Google-ban, -on, -hoz, -nál, -ról, -lal), as in a Google-nál dolgozik.
    id: 'google',
    names: { 'en-US': 'Google', 'de-DE': 'Google', 'hu-HU': 'Google' },
    wrong: { 'hu-HU': [/Google-(ben|ön|höz|nek|nél|ről|től|re|be|vel|lel)\b/] },
  },
  {
    id: 'completeLocalMarketing',
    names: { 'en-US': 'Complete Local Marketing', 'de-DE': 'Complete Local Marketing', 'hu-HU': 'Complete Local Marketing' },
    wrong: {
      'en-US': [/end-to-end local marketing suite/i, /local marketing suite/i],
      'de-DE': [/Rundum-Paket/i, /Komplettpaket/i],
      'hu-HU': [/teljes körű helyi marketing/i],
    },
  },
  {
    id: 'elevate',
    names: { 'en-US': 'Elevate', 'de-DE': 'Elevate', 'hu-HU': 'Elevate' },
    wrong: {
      'en-US': [/Elevate managed service/i],
      'de-DE': [/Elevate\s*[–-]\s*Rundum/i],
      'hu-HU': [/Elevate\s*[–-]\s*teljes körű/i],
    },
  },
  { id: 'pulse', names: { 'en-US': 'Pulse', 'de-DE': 'Pulse', 'hu-HU': 'Pulse' } },
  // Plans: the pricing page shows Pro and Agency; the word for a plan.
  {
    id: 'planPro',
    names: { 'en-US': 'Pro', 'de-DE': 'Pro', 'hu-HU': 'Pro' },
    wrong: { 'en-US': [/Single Business/i], 'de-DE': [/Einzelunternehmen-Tarif/i], 'hu-HU': [/Egyéni csomag/i] },
  },
  {
    id: 'planAgency',
    names: { 'en-US': 'Agency', 'de-DE': 'Agency', 'hu-HU': 'Agency' },
    wrong: { 'de-DE': [/Agentur-?[Tt]arif/], 'hu-HU': [/ügynökségi csomag/i] },
  },
  {
    id: 'plan',
    names: { 'en-US': 'plan', 'de-DE': 'Tarif', 'hu-HU': 'csomag' },
    wrong: { 'de-DE': [/\bPaket(e|s)?\b/], 'hu-HU': [/előfizetési (terv|konstrukció)/i] },
  },
  // The unit prices count: one location with its own public maps listing.
  {
    id: 'location',
    names: { 'en-US': 'location', 'de-DE': 'Standort', 'hu-HU': 'telephely' },
    wrong: {
      // 'place' stays right where it means a position in a ranking ('move up 3 places').
      'en-US': [
        /business units?/i,
        /multi-unit/i,
        /\b(a|per) month,? per business\b/i,
        /number of places/i,
        /\b(one )?places? (fewer|more)\b/i,
        /\bcounts as a place\b/i,
        /\bprices for \{\{count\}\} places?\b/i,
        /still for \{\{count\}\} places?\b/i,
        /more than \d+ places/i,
      ],
      'de-DE': [/Geschäftseinheit/, /Unternehmenseinheit/, /mehrere Einheiten/, /(pro|je) Monat und Unternehmen\b/],
      'hu-HU': [/helyszín/i, /üzleti egység/i, /üzletegység/i, /többegységes/i, /(havonta|havi).{0,24}vállalkozásonként/i],
    },
  },
  // Features and what they are called in the navigation, pages and the footer.
  {
    id: 'localSeoAudit',
    names: { 'en-US': 'local SEO audit', 'de-DE': 'Local-SEO-Audit', 'hu-HU': 'helyi SEO-audit' },
    wrong: { 'de-DE': [/Local-SEO-Analyse/i, /lokales SEO/i], 'hu-HU': [/helyi SEO audit/i] },
  },
  {
    id: 'audit',
    names: { 'en-US': 'audit', 'de-DE': 'das Audit', 'hu-HU': 'audit' },
    wrong: { 'de-DE': [/\b(der|den|einen|Der|Den|Einen) (vollständigen |kostenlosen |ersten )?(Local-SEO-)?Audit\b(?!-)/] },
  },
  {
    id: 'competitorAnalysis',
    names: { 'en-US': 'competitor analysis', 'de-DE': 'Wettbewerbsanalyse', 'hu-HU': 'versenytárselemzés' },
    wrong: { 'de-DE': [/Konkurrenzanalyse/i], 'hu-HU': [/versenytárs-elemzés/i] },
  },
  {
    id: 'customerIntelligence',
    names: { 'en-US': 'customer intelligence', 'de-DE': 'Kundenanalyse', 'hu-HU': 'ügyfélelemzés' },
  },
  {
    id: 'locationIntelligence',
    names: { 'en-US': 'location intelligence', 'de-DE': 'Standortanalyse', 'hu-HU': 'telephelyelemzés' },
    wrong: { 'hu-HU': [/(?<!\p{L})hely(szín)?elemzés/iu] },
  },
  {
    id: 'onlinePerformance',
    names: { 'en-US': 'online performance', 'de-DE': 'Online-Performance', 'hu-HU': 'online teljesítmény' },
  },
  {
    id: 'report',
    names: { 'en-US': 'report', 'de-DE': 'Bericht', 'hu-HU': 'riport' },
    wrong: { 'hu-HU': [/\bjelentés(e|ek|t|ét)?\b/i] },
  },
  {
    id: 'visibilityScore',
    names: { 'en-US': 'visibility score', 'de-DE': 'Sichtbarkeitswert', 'hu-HU': 'láthatósági pontszám' },
    wrong: { 'de-DE': [/Gesamtwert (für die|Ihrer) Sichtbarkeit/] },
  },
  {
    id: 'badge',
    names: { 'en-US': 'badge', 'de-DE': 'Siegel', 'hu-HU': 'jelvény' },
    wrong: { 'de-DE': [/(?<!\{\{)\bBadges?\b/], 'hu-HU': [/(?<!\{\{)\bbadge/i] },
  },
  {
    id: 'aiAutoReplier',
    names: { 'en-US': 'AI auto-replier', 'de-DE': 'KI-Antwortassistent', 'hu-HU': 'AI-válaszadó' },
    wrong: { 'en-US': [/AI replier/i], 'hu-HU': [/AI-válaszoló/i] },
  },
  {
    id: 'dashboard',
    names: { 'en-US': 'dashboard', 'de-DE': 'Dashboard', 'hu-HU': 'vezérlőpult' },
    wrong: { 'hu-HU': [/irányítópult/i, /műszerfal/i] },
  },
  {
    id: 'geoGrid',
    names: { 'en-US': 'geo-grid', 'de-DE': 'Geo-Grid', 'hu-HU': 'helyezési rács' },
    wrong: { 'hu-HU': [/pontrács/i] },
  },
  {
    id: 'googleBusinessProfile',
    names: { 'en-US': 'Google Business Profile', 'de-DE': 'Google-Unternehmensprofil', 'hu-HU': 'Google Cégprofil' },
    wrong: {
      'en-US': [/Google My Business/i],
      'de-DE': [/Google My Business/i, /Google Unternehmensprofil/],
      'hu-HU': [/Google Cégprofilo/, /Google My Business/i],
    },
  },
  {
    id: 'googleMaps',
    names: { 'en-US': 'Google Maps', 'de-DE': 'Google Maps', 'hu-HU': 'Google Térkép' },
    // The trademark notice may name it once in parentheses: Google Térkép (Google Maps).
    wrong: { 'hu-HU': [/(?<!\()Google Maps/] },
  },
  {
    id: 'moneyBackGuarantee',
    names: { 'en-US': 'money-back guarantee', 'de-DE': 'Geld-zurück-Garantie', 'hu-HU': 'pénzvisszafizetési garancia' },
    wrong: { 'en-US': [/money back guarantee/i], 'de-DE': [/Geld-Zurück-Garantie/, /Geld zurück Garantie/i], 'hu-HU': [/pénz-?vissza ?garancia/i] },
  },
  // Legal documents: the same name in the footer, the sign-up form and the legal page.
  {
    id: 'termsOfService',
    names: { 'en-US': 'Terms of Service', 'de-DE': 'AGB', 'hu-HU': 'ÁSZF' },
    wrong: { 'en-US': [/Terms of Use/i], 'de-DE': [/Nutzungsbedingungen/], 'hu-HU': [/Felhasználási feltétel/i] },
  },
  {
    id: 'privacyPolicy',
    names: { 'en-US': 'Privacy Policy', 'de-DE': 'Datenschutzerklärung', 'hu-HU': 'Adatkezelési tájékoztató' },
    wrong: { 'de-DE': [/Datenschutzrichtlinie/], 'hu-HU': [/adatvédelmi (tájékoztató|szabályzat|irányelv)/i] },
  },
  {
    id: 'disclaimer',
    names: { 'en-US': 'Disclaimer', 'de-DE': 'Haftungsausschluss', 'hu-HU': 'Jogi nyilatkozat' },
  },
  {
    id: 'elevateTerms',
    names: { 'en-US': 'Elevate Terms of Service', 'de-DE': 'Elevate-Bedingungen', 'hu-HU': 'Elevate-feltételek' },
  },
  // Words of the interface.
  {
    id: 'email',
    names: { 'en-US': 'email', 'de-DE': 'E-Mail', 'hu-HU': 'e-mail' },
    wrong: { 'en-US': [/\be-mail/i], 'de-DE': [/(?<!\{\{)\bEmail\b/], 'hu-HU': [/(?<!\{\{)\bemail\b/i, /(?<!\p{L})ímél(?!\p{L})/iu] },
  },
];

/**
 * British spellings en-US must not use (en-US is American English). Each names the British stem; the
 * American form is in docs/glossary.md.
 */
export const BRITISH_SPELLINGS: readonly RegExp[] = [
  /\b\w*(optimis|prioritis|organis|recognis|authoris|personalis|customis|summaris|utilis|minimis|maximis|specialis|apologis|visualis|finalis|standardis|categoris|emphasis)(e|ed|es|ing|ation|ations|er|ers)\b/i,
  /\banalys(e|es|ed|ing)\b/i,
  /\b\w*(colour|favour|behaviour|neighbour|honour|labour|harbour)/i,
  /\b(centre|centres|theatre|metre|litre)\b/i,
  /\bcatalogue/i,
  /\blicence\b/i,
  /\b(travell|cancell(ed|ing)|labell|modell|signall)/i,
  /\b(programme|enrol|enrolment|fulfil|fulfilment|judgement|acknowledgement|ageing|artefact|cosy|grey|defence|offence|practise|enquir\w*|whilst|amongst|learnt|spelt|towards|per cent)\b/i,
];

/**
 * Quotation marks per language: primary (`open`, `close`) and the ones inside a quotation (`innerOpen`,
 * `innerClose`). Text inside a `<q>` gets the primary marks from the browser, so what it quotes uses the inner ones.
 */
export const QUOTE_MARKS: Record<Locale, { open: string; close: string; innerOpen: string; innerClose: string }> = {
  'en-US': { open: '\u201c', close: '\u201d', innerOpen: '\u2018', innerClose: '\u2019' },
  'de-DE': { open: '\u201e', close: '\u201c', innerOpen: '\u201a', innerClose: '\u2018' },
  'hu-HU': { open: '\u201e', close: '\u201d', innerOpen: '\u00bb', innerClose: '\u00ab' },
};
