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
    names: {
      'en-US': 'Complete Local Marketing',
      'de-DE': 'Complete Local Marketing',
      'hu-HU': 'Complete Local Marketing',
    },
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
      'hu-HU': [
        /helyszín/i,
        /üzleti egység/i,
        /üzletegység/i,
        /többegységes/i,
        /(havonta|havi).{0,24}vállalkozásonként/i,
      ],
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
    wrong: {
      'de-DE': [/\b(der|den|einen|Der|Den|Einen) (vollständigen |kostenlosen |ersten )?(Local-SEO-)?Audit\b(?!-)/],
    },
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
    // Plain words in every language: map grid, Kartenraster (the report's tabs say Kartenpositionen for the ranks on it).
    id: 'geoGrid',
    names: { 'en-US': 'map grid', 'de-DE': 'Kartenraster', 'hu-HU': 'helyezési rács' },
    wrong: {
      'en-US': [/geo-?grids?/i, /map-ranking grid/i, /ranking grids?/i],
      'de-DE': [/Geo-Grid/i, /Ranking-Raster/],
      'hu-HU': [/pontrács/i, /térképrács/i, /térképes rács/i, /helyi rács/i],
    },
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
    wrong: {
      'en-US': [/money back guarantee/i],
      'de-DE': [/Geld-Zurück-Garantie/, /Geld zurück Garantie/i],
      'hu-HU': [/pénz-?vissza ?garancia/i],
    },
  },
  // Legal documents: the same name in the footer, the sign-up form and the legal page.
  {
    id: 'termsOfService',
    names: { 'en-US': 'Terms of Service', 'de-DE': 'AGB', 'hu-HU': 'ÁSZF' },
    // en-US capitalizes the documents' names; Hungarian takes the article az before ÁSZF (spoken [ászf]).
    wrong: {
      'en-US': [/Terms of Use/i, /Terms of service/],
      'de-DE': [/Nutzungsbedingungen/],
      'hu-HU': [/Felhasználási feltétel/i, /(?<!\p{L})[Aa] ÁSZF/u],
    },
  },
  {
    id: 'privacyPolicy',
    names: { 'en-US': 'Privacy Policy', 'de-DE': 'Datenschutzerklärung', 'hu-HU': 'Adatkezelési tájékoztató' },
    // The privacy notice is read and acknowledged, not accepted: it is information, not a contract (GDPR art. 13).
    wrong: {
      'en-US': [/Privacy policy/, /agree to (it|the Privacy Policy)/],
      'de-DE': [/Datenschutzrichtlinie/, /Datenschutzerklärung (akzeptier|zustimm)/],
      'hu-HU': [
        /adatvédelmi (tájékoztató|szabályzat|irányelv)/i,
        /elfogad\p{L}* (az )?Adatkezelési tájékoztató/iu,
        /Adatkezelési tájékoztató elfogadás/i,
      ],
    },
  },
  {
    id: 'disclaimer',
    names: { 'en-US': 'Disclaimer', 'de-DE': 'Haftungsausschluss', 'hu-HU': 'Jogi nyilatkozat' },
  },
  {
    // en-US: the legal text defines “Elevate Terms” as its short name; links and pages give the full one.
    id: 'elevateTerms',
    names: { 'en-US': 'Elevate Terms of Service', 'de-DE': 'Elevate-Bedingungen', 'hu-HU': 'Elevate-feltételek' },
    wrong: { 'en-US': [/Elevate terms/] },
  },
  // The pages, the report and the badges name the same things the same way (issue 32).
  {
    id: 'competitor',
    names: { 'en-US': 'competitor', 'de-DE': 'Wettbewerber', 'hu-HU': 'versenytárs' },
    // German: the competition in general is der Wettbewerb.
    // 'Mitbew.' too: a table header once abbreviated the ruled-out word.
    wrong: { 'de-DE': [/Mitbew(erber|\.)/, /Konkurren(z|t)/], 'hu-HU': [/konkurenci/i] },
  },
  {
    // A customer's written review; what Google shows as stars is the rating.
    id: 'review',
    names: { 'en-US': 'review', 'de-DE': 'Rezension', 'hu-HU': 'vélemény' },
    wrong: {
      'de-DE': [
        /(?<!\p{L})Bewertungen\b/u,
        /\b(jede|jeder|eine|einer|neue|negative|positive) (neue |negative |positive )?Bewertung\b/i,
      ],
      'hu-HU': [
        /(?<!\p{L})(minden|negatív|friss|új|több) értékelés(re|t|ek|eket|ekre)?(?!\p{L})/iu,
        /Értékelések elemzése/,
        // The article before vélemény is a: 'az vélemények' was left in 13 places by the értékelés → vélemény rename.
        /(?<!\p{L})az vélemény/iu,
      ],
    },
  },
  { id: 'rating', names: { 'en-US': 'rating', 'de-DE': 'Bewertung', 'hu-HU': 'értékelés' } },
  {
    id: 'customer',
    names: { 'en-US': 'customer', 'de-DE': 'Kunde', 'hu-HU': 'ügyfél' },
    // vásárlóerő (purchasing power) is another word.
    wrong: { 'hu-HU': [/(?<!\p{L})vásárló(k|t|kat|knak|i|ja|ink)?(?!\p{L})/iu] },
  },
  { id: 'mapRank', names: { 'en-US': 'map rank', 'de-DE': 'Kartenposition', 'hu-HU': 'térképes helyezés' } },
  {
    id: 'localRank',
    names: { 'en-US': 'local rank', 'de-DE': 'lokaler Rang', 'hu-HU': 'helyi helyezés' },
    wrong: { 'hu-HU': [/[Hh]elyi rangsor/] },
  },
  { id: 'fix', names: { 'en-US': 'fix', 'de-DE': 'Maßnahme', 'hu-HU': 'teendő' } },
  {
    // Two guarantees: the money-back guarantee's slogan (landing, product pages) and Elevate's (vertical pages).
    id: 'guaranteeSlogan',
    names: {
      'en-US': 'Better rankings or your money back',
      'de-DE': 'Bessere Rankings oder Geld zurück',
      'hu-HU': 'Jobb helyezés – vagy visszakapja a pénzét',
    },
    wrong: {
      'en-US': [/\bor get a refund\b/i, /, or your money back/],
      'de-DE': [/Besser ranken oder Geld zurück/, / – oder Geld zurück/],
      'hu-HU': [/visszaadjuk a pénzét/i, /vagy visszatérítés/i, /Jobb helyezések, vagy/],
    },
  },
  {
    // The header's menu and the footer's column list the same pages.
    id: 'servicesMenu',
    names: { 'en-US': 'Services', 'de-DE': 'Leistungen', 'hu-HU': 'Szolgáltatások' },
    wrong: { 'en-US': [/^Solutions$/], 'de-DE': [/^Lösungen$/], 'hu-HU': [/^Megoldások$/] },
  },
  {
    // The note under demo figures: a visitor installs nothing.
    id: 'demoData',
    names: { 'en-US': 'demo data', 'de-DE': 'Demodaten', 'hu-HU': 'mintaadatok' },
    wrong: { 'en-US': [/\binstallation\b/i], 'de-DE': [/\bInstallation\b/], 'hu-HU': [/telepítés/i] },
  },
  // The ten vertical pages: one name in the menu, the page, the badges and the report.
  {
    id: 'restaurants',
    names: { 'en-US': 'restaurants', 'de-DE': 'Restaurants', 'hu-HU': 'éttermek' },
    wrong: { 'de-DE': [/Gasthäuser/] },
  },
  {
    id: 'cafes',
    names: { 'en-US': 'cafés', 'de-DE': 'Cafés', 'hu-HU': 'kávézók' },
    wrong: { 'en-US': [/\bcafes\b/i], 'de-DE': [/Bistros/] },
  },
  {
    id: 'hairSalons',
    names: { 'en-US': 'hair salons', 'de-DE': 'Friseursalons', 'hu-HU': 'fodrászszalonok' },
    wrong: { 'en-US': [/Hair Salons/] },
  },
  { id: 'dentists', names: { 'en-US': 'dentists', 'de-DE': 'Zahnarztpraxen', 'hu-HU': 'fogorvosi rendelők' } },
  { id: 'bars', names: { 'en-US': 'bars', 'de-DE': 'Bars & Kneipen', 'hu-HU': 'bárok' } },
  { id: 'barbers', names: { 'en-US': 'barbers', 'de-DE': 'Barbershops', 'hu-HU': 'borbélyüzletek' } },
  {
    id: 'lawyers',
    names: { 'en-US': 'law firms', 'de-DE': 'Anwaltskanzleien', 'hu-HU': 'ügyvédi irodák' },
    wrong: { 'en-US': [/Law Firms/] },
  },
  { id: 'gyms', names: { 'en-US': 'gyms', 'de-DE': 'Fitnessstudios', 'hu-HU': 'edzőtermek' } },
  { id: 'pharmacies', names: { 'en-US': 'pharmacies', 'de-DE': 'Apotheken', 'hu-HU': 'gyógyszertárak' } },
  {
    id: 'massageSalons',
    names: { 'en-US': 'massage salons', 'de-DE': 'Massagepraxen', 'hu-HU': 'masszázsszalonok' },
    wrong: {
      'en-US': [/massage studios/i, /Massage Salons/],
      'de-DE': [/Massagestudios/, /Massagesalons?/],
      'hu-HU': [/masszázsstúdió/i],
    },
  },
  // The five badges: one name on the page, the badge image and the verification page.
  {
    id: 'badgeTrusted',
    names: { 'en-US': 'Community Trusted', 'de-DE': 'Ausgezeichnet bewertet', 'hu-HU': 'Kiválóan értékelt' },
    wrong: { 'de-DE': [/Top-Bewertung/] },
  },
  {
    id: 'badgeTopTwentyFive',
    names: { 'en-US': 'Top 25', 'de-DE': 'Top 25 vor Ort', 'hu-HU': 'Top 25 a városban' },
    wrong: { 'de-DE': [/Top \d+ lokal/], 'hu-HU': [/Top \d+ helyben/] },
  },
  { id: 'badgeTopFifty', names: { 'en-US': 'Top 50', 'de-DE': 'Top 50 vor Ort', 'hu-HU': 'Top 50 a városban' } },
  { id: 'badgeTopHundred', names: { 'en-US': 'Top 100', 'de-DE': 'Top 100 vor Ort', 'hu-HU': 'Top 100 a városban' } },
  {
    id: 'badgeFavorite',
    names: { 'en-US': 'Customers’ Favorite', 'de-DE': 'Kundenliebling', 'hu-HU': 'Közönségkedvenc' },
    wrong: { 'en-US': [/Customers' Favorite/, /Customer Favorite/i], 'de-DE': [/(?<!Kunden)Liebling\b/] },
  },
  // Words of the interface.
  {
    id: 'email',
    names: { 'en-US': 'email', 'de-DE': 'E-Mail', 'hu-HU': 'e-mail' },
    wrong: {
      'en-US': [/\be-mail/i],
      'de-DE': [/(?<!\{\{)\bEmail\b/],
      'hu-HU': [/(?<!\{\{)\bemail\b/i, /(?<!\p{L})ímél(?!\p{L})/iu],
    },
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
 * British and European usage en-US must not use: words American copy says another way (business hours,
 * anymore, check off, cancel anytime, a quote). docs/glossary.md gives the American word for each.
 */
export const BRITISH_USAGE: readonly RegExp[] = [
  /\bopening[ -](hours?|times)\b/i,
  // 'any more' as an adverb at the end of a clause ('not valid any more'); 'any more questions' is American too.
  /\bany more(?=[.,;:!?)]|$)/i,
  /\btick(s|ed|ing)? (\w+ ){0,3}off\b/i,
  // 'at any time' is American; 'cancel any time' is not.
  /(?<!\bat )\bany time\b/i,
  /\b(custom|individual|tailored|bespoke|personal) offers?\b/i,
  /\ban offer (for|that covers)\b/i,
  /\b(postcode|fortnight|mobile phone)s?\b/i,
  /\bcatchment areas?\b/i,
];

/**
 * Dashes and apostrophes, one style per language. en-US: a closed em dash (word—word) and the typographic
 * apostrophe (it’s); de-DE and hu-HU: a spaced en dash (Wort – Wort), never an em dash or a hyphen between spaces.
 */
export const PUNCTUATION: Record<Locale, readonly RegExp[]> = {
  'en-US': [/\s–\s/, /\s—|—\s/, /(?<=\S) - (?=\S)/, /(?<=[\p{L}}])'(?=\p{L})|(?<=s)'(?=\s)/u],
  'de-DE': [/—/, /(?<=\S) - (?=\S)/],
  'hu-HU': [/—/, /(?<=\S) - (?=\S)/],
};

/**
 * Quotation marks per language: primary (`open`, `close`) and the ones inside a quotation (`innerOpen`,
 * `innerClose`). Text inside a `<q>` gets the primary marks from the browser, so what it quotes uses the inner ones.
 */
export const QUOTE_MARKS: Record<Locale, { open: string; close: string; innerOpen: string; innerClose: string }> = {
  'en-US': { open: '\u201c', close: '\u201d', innerOpen: '\u2018', innerClose: '\u2019' },
  'de-DE': { open: '\u201e', close: '\u201c', innerOpen: '\u201a', innerClose: '\u2018' },
  'hu-HU': { open: '\u201e', close: '\u201d', innerOpen: '\u00bb', innerClose: '\u00ab' },
};
