import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BRITISH_SPELLINGS, GLOSSARY, QUOTE_MARKS } from './glossary.ts';
import { LOCALES, type Locale } from './index.ts';
import { CATALOGS, type Messages } from './messages/index.ts';

/**
 * Every text a visitor reads, by language: the message catalogs (pages, dialogs, e-mails, badge images) and
 * the legal documents. The legal Markdown lives with the web app that renders it; this test reads the files.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Text {
  where: string;
  text: string;
}

function flatten(messages: Messages, prefix: string, out: Text[]): Text[] {
  for (const [key, value] of Object.entries(messages)) {
    const where = `${prefix}.${key}`;
    if (typeof value === 'string') out.push({ where, text: value });
    else flatten(value, where, out);
  }
  return out;
}

function textsOf(locale: Locale): Text[] {
  const texts: Text[] = [];
  for (const [ns, messages] of Object.entries(CATALOGS[locale])) flatten(messages as Messages, `${locale}/${ns}`, texts);
  const legal = path.join(root, 'web/app/content/legal', locale);
  for (const file of readdirSync(legal).filter((name) => name.endsWith('.md'))) {
    readFileSync(path.join(legal, file), 'utf8')
      .split('\n')
      .forEach((line, index) => texts.push({ where: `legal/${locale}/${file}:${index + 1}`, text: line }));
  }
  return texts;
}

const TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, textsOf(locale)])) as Record<Locale, Text[]>;

/** Search phrases in meta keywords are what people type, variants included; names are checked everywhere else. */
const isKeywordList = (where: string) => where.endsWith('.meta.keywords');

/** Texts the pages show inside `<q>` (the browser adds the primary quotation marks around them). */
const IN_Q_ELEMENT = [
  /\/testimonials\.t\d\.quote$/,
  /\/landing\.story\.quote$/,
  /\/verticals\.[\w-]+\.quote\.text$/,
  /\/verticals\.[\w-]+\.hero\.keyword$/,
  /\/visuals\.(reviews\.review|replies\.r\d\.review|gaps\.g\d|geogrid\.keyword)$/,
];

const hits = (locale: Locale, pattern: RegExp, filter: (text: Text) => boolean = () => true) =>
  TEXTS[locale].filter((text) => filter(text) && pattern.test(text.text)).map((text) => `${text.where}: …${excerpt(text.text, pattern)}…`);

function excerpt(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  const at = match?.index ?? 0;
  return text.slice(Math.max(0, at - 25), at + (match?.[0].length ?? 0) + 25);
}

describe('glossary: one name per product, plan and unit', () => {
  it('covers the read texts of every language', () => {
    for (const locale of LOCALES) assert.ok(TEXTS[locale].length > 1000, locale);
  });

  for (const term of GLOSSARY) {
    for (const locale of LOCALES) {
      const wrong = term.wrong?.[locale] ?? [];
      if (!wrong.length) continue;
      it(`${locale}: ${term.id} is called “${term.names[locale]}”`, () => {
        assert.deepEqual(
          wrong.flatMap((pattern) => hits(locale, pattern, (text) => !isKeywordList(text.where))),
          [],
        );
      });
    }
  }

  it('docs/glossary.md lists every term in every language', () => {
    const doc = readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');
    // A row whose en-US, de-DE and hu-HU cells are the term's names (a cell may add an explanation in parentheses).
    const rows = doc
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .map((line) =>
        line
          .split('|')
          .map((cell) => cell.trim())
          .slice(2, 5),
      );
    const names = (cell: string, name: string) => cell === name || cell.startsWith(`${name} (`);
    const missing = GLOSSARY.filter((term) => !rows.some((cells) => LOCALES.every((locale, i) => names(cells[i] ?? '', term.names[locale]))));
    assert.deepEqual(
      missing.map((term) => term.id),
      [],
    );
  });
});

/**
 * The lint's own test: for each term and language, variants its patterns must catch (`caught`: each pattern
 * catches at least one, and each example is caught) and right usages they must let through (`passes`). A
 * pattern weakened or widened by mistake fails here, even while the catalogs are clean.
 */
const EXAMPLES: Record<string, Partial<Record<Locale, { caught: string[]; passes?: string[] }>>> = {
  brand: { 'hu-HU': { caught: ['a Findable-hoz', 'Findable-val'], passes: ['a Findable-hez', 'Findable-lel', 'Findable-rajongók'] } },
  google: { 'hu-HU': { caught: ['a Google-ben', 'Google-höz'], passes: ['a Google-ban', 'Google-nál', 'Google-lal', 'Google-rendszerek'] } },
  completeLocalMarketing: {
    'en-US': { caught: ['an end-to-end local marketing suite', 'our Local Marketing Suite'] },
    'de-DE': { caught: ['das Rundum-Paket', 'ein Komplettpaket'] },
    'hu-HU': { caught: ['teljes körű helyi marketingszolgáltatás'] },
  },
  elevate: {
    'en-US': { caught: ['Elevate managed service'], passes: ['Elevate, our managed service'] },
    'de-DE': { caught: ['Elevate – Rundum-Service', 'Elevate–Rundum-Service', 'Elevate  -  Rundum'], passes: ['Elevate-Bedingungen'] },
    'hu-HU': { caught: ['Elevate – teljes körű szolgáltatás', 'Elevate–teljes körű'], passes: ['Elevate-feltételek'] },
  },
  planPro: { 'en-US': { caught: ['Single Business plan'] }, 'de-DE': { caught: ['Einzelunternehmen-Tarif'] }, 'hu-HU': { caught: ['Egyéni csomag'] } },
  planAgency: {
    'de-DE': { caught: ['Agentur-Tarif', 'Agenturtarif'], passes: ['Agency-Tarif'] },
    'hu-HU': { caught: ['ügynökségi csomag'], passes: ['Agency csomag'] },
  },
  plan: {
    'de-DE': { caught: ['ein Paket', 'alle Pakete'], passes: ['Paketdienst', 'Tarif'] },
    'hu-HU': { caught: ['előfizetési terv', 'Előfizetési konstrukció'], passes: ['előfizetési csomag'] },
  },
  location: {
    'en-US': {
      caught: [
        'per business unit',
        'multi-unit brands',
        'a month, per business',
        'per month per business',
        'Number of places',
        'one place fewer',
        'places more',
        'counts as a place',
        'prices for {{count}} place',
        'still for {{count}} places',
        'more than 50 places',
      ],
      passes: ['move up 3 places', 'Number of locations', 'per location', 'more than a few places to eat'],
    },
    'de-DE': { caught: ['Geschäftseinheit', 'Unternehmenseinheit', 'mehrere Einheiten', 'pro Monat und Unternehmen'], passes: ['pro Monat und Standort'] },
    'hu-HU': {
      caught: ['Helyszín', 'üzleti egység', 'üzletegység', 'többegységes', 'havi 449 dollár vállalkozásonként'],
      passes: ['telephelyenként havonta', 'vállalkozásonként egyszer'],
    },
  },
  localSeoAudit: {
    'de-DE': { caught: ['Local-SEO-Analyse', 'lokales SEO'], passes: ['Local-SEO-Audit'] },
    'hu-HU': { caught: ['helyi SEO audit'], passes: ['helyi SEO-audit'] },
  },
  audit: {
    'de-DE': {
      caught: ['den Audit', 'einen kostenlosen Audit', 'Der Local-SEO-Audit', 'den ersten Local-SEO-Audit'],
      passes: ['das Audit', 'dem Audit', 'den Audit-Bericht', 'wieder Audit'],
    },
  },
  competitorAnalysis: { 'de-DE': { caught: ['Konkurrenzanalyse'] }, 'hu-HU': { caught: ['versenytárs-elemzés'] } },
  locationIntelligence: { 'hu-HU': { caught: ['Helyelemzés', 'helyszínelemzés'], passes: ['telephelyelemzés'] } },
  report: { 'hu-HU': { caught: ['jelentés', 'a jelentését', 'Jelentések'], passes: ['riport', 'jelentéskészítés'] } },
  visibilityScore: { 'de-DE': { caught: ['Gesamtwert für die Sichtbarkeit', 'Gesamtwert Ihrer Sichtbarkeit'], passes: ['Sichtbarkeitswert'] } },
  badge: {
    'de-DE': { caught: ['ein Badge', 'Badges'], passes: ['{{Badge}}', 'Siegel', 'Badgeträger'] },
    'hu-HU': { caught: ['badge', 'a Badge-ek'], passes: ['{{badge}}', 'jelvény'] },
  },
  aiAutoReplier: { 'en-US': { caught: ['AI replier'], passes: ['AI auto-replier'] }, 'hu-HU': { caught: ['AI-válaszoló'], passes: ['AI-válaszadó'] } },
  dashboard: { 'hu-HU': { caught: ['irányítópult', 'Műszerfal'] } },
  geoGrid: { 'hu-HU': { caught: ['pontrács'], passes: ['helyezési rács'] } },
  googleBusinessProfile: {
    'en-US': { caught: ['Google My Business'] },
    'de-DE': { caught: ['Google my business', 'Google Unternehmensprofil'], passes: ['Google-Unternehmensprofil'] },
    'hu-HU': { caught: ['Google Cégprofilom', 'Google My Business'], passes: ['Google Cégprofil', 'Google Cégprofilját'] },
  },
  googleMaps: { 'hu-HU': { caught: ['a Google Maps-en'], passes: ['Google Térkép (Google Maps)'] } },
  moneyBackGuarantee: {
    'en-US': { caught: ['Money back guarantee'], passes: ['money-back guarantee'] },
    'de-DE': { caught: ['Geld-Zurück-Garantie', 'Geld zurück Garantie'], passes: ['Geld-zurück-Garantie'] },
    'hu-HU': { caught: ['pénz-vissza garancia', 'pénzvisszagarancia'], passes: ['pénzvisszafizetési garancia'] },
  },
  termsOfService: {
    'en-US': { caught: ['Terms of Use'] },
    'de-DE': { caught: ['Nutzungsbedingungen'], passes: ['Elevate-Bedingungen'] },
    'hu-HU': { caught: ['Felhasználási feltételek'] },
  },
  privacyPolicy: {
    'de-DE': { caught: ['Datenschutzrichtlinie'], passes: ['Datenschutzerklärung'] },
    'hu-HU': { caught: ['Adatvédelmi tájékoztató', 'adatvédelmi szabályzat', 'adatvédelmi irányelvek'], passes: ['Adatkezelési tájékoztató'] },
  },
  email: {
    'en-US': { caught: ['your e-mail', 'E-Mail address'], passes: ['email'] },
    'de-DE': { caught: ['Email', 'per Email senden'], passes: ['{{Email}}', 'E-Mail', 'Emails'] },
    'hu-HU': { caught: ['email', 'Email-cím', 'ímél'], passes: ['{{email}}', 'e-mail', 'ímélt'] },
  },
};

const BRITISH_EXAMPLES = {
  caught: [
    'optimise',
    'reoptimised',
    'prioritising',
    'colour',
    'discoloured',
    'behaviours',
    'analyse',
    'centre',
    'catalogue',
    'licence',
    'travelling',
    'cancelled',
    'programme',
    'enquiries',
    'enquiry',
    'towards',
    'per cent',
  ],
  passes: [
    'optimize',
    'color',
    'behavior',
    'analyze',
    'center',
    'catalog',
    'license',
    'traveling',
    'canceled',
    'program',
    'inquiry',
    'toward',
    'percent',
    'emphasis',
  ],
};

/** Which examples each pattern catches, and which examples no pattern catches. */
function selfTest(patterns: readonly RegExp[], { caught, passes = [] }: { caught: string[]; passes?: string[] }) {
  return {
    idlePatterns: patterns.filter((pattern) => !caught.some((text) => pattern.test(text))).map(String),
    missed: caught.filter((text) => !patterns.some((pattern) => pattern.test(text))),
    falseAlarms: passes.filter((text) => patterns.some((pattern) => pattern.test(text))),
  };
}

describe('the glossary lint catches what it names and nothing else', () => {
  it('names each term by a distinct id', () => {
    const ids = GLOSSARY.map((term) => term.id);
    assert.ok(
      ids.every((id) => /^[a-z][A-Za-z]+$/.test(id)),
      ids.join(', '),
    );
    assert.equal(new Set(ids).size, ids.length);
  });

  it('has examples for exactly the terms and languages that have wrong variants', () => {
    const withPatterns = GLOSSARY.flatMap((term) => LOCALES.filter((locale) => term.wrong?.[locale]?.length).map((locale) => `${term.id} ${locale}`));
    const withExamples = Object.entries(EXAMPLES).flatMap(([id, byLocale]) => Object.keys(byLocale).map((locale) => `${id} ${locale}`));
    assert.deepEqual(withExamples.toSorted(), withPatterns.toSorted());
  });

  for (const term of GLOSSARY) {
    for (const locale of LOCALES) {
      const examples = EXAMPLES[term.id]?.[locale];
      if (!examples) continue;
      it(`${locale}: ${term.id}'s patterns each catch a known variant and let the right usage through`, () => {
        const patterns = term.wrong?.[locale] ?? [];
        assert.deepEqual(selfTest(patterns, { ...examples, passes: [...(examples.passes ?? []), term.names[locale]] }), {
          idlePatterns: [],
          missed: [],
          falseAlarms: [],
        });
      });
    }
  }

  it('en-US: each British pattern catches a known spelling and lets the American one through', () => {
    assert.deepEqual(selfTest(BRITISH_SPELLINGS, BRITISH_EXAMPLES), { idlePatterns: [], missed: [], falseAlarms: [] });
  });
});

describe('en-US is American English', () => {
  for (const pattern of BRITISH_SPELLINGS) {
    it(`has no ${pattern.source.slice(0, 60)}`, () => {
      assert.deepEqual(hits('en-US', pattern), []);
    });
  }
});

describe('quotation marks follow the language', () => {
  const ALL_MARKS = /["\u201c\u201d\u201e\u201a\u2018\u2019\u00ab\u00bb]/g;
  for (const locale of LOCALES) {
    const marks = QUOTE_MARKS[locale];
    it(`${locale} pairs ${marks.open}…${marks.close} and ${marks.innerOpen}…${marks.innerClose}, and uses no others`, () => {
      const problems: string[] = [];
      for (const { where, text } of TEXTS[locale]) {
        // Markdown link titles and HTML attributes in the legal texts are not read as quotations.
        const prose = where.startsWith('legal/') ? text.replace(/\]\([^)]*\)/g, '](…)') : text;
        const found = prose.match(ALL_MARKS) ?? [];
        const stack: string[] = [];
        for (const mark of found) {
          if (mark === stack.at(-1)) stack.pop();
          else if (mark === marks.open) stack.push(marks.close);
          else if (mark === marks.innerOpen) stack.push(marks.innerClose);
          // ’ is also the apostrophe (it’s, geht’s): a mark only where it closes an English inner quotation.
          else if (mark === '\u2019') continue;
          else {
            problems.push(`${where}: unexpected ${mark} in “${prose.slice(0, 70)}”`);
            break;
          }
        }
        if (stack.length && !problems.at(-1)?.startsWith(where)) problems.push(`${where}: unclosed quotation in “${prose.slice(0, 70)}”`);
      }
      assert.deepEqual(problems, []);
    });

    it(`${locale}: what a <q> shows quotes with the inner marks only`, () => {
      const primary = new RegExp(`[${marks.open}${marks.close}"]`);
      assert.deepEqual(
        hits(locale, primary, (text) => IN_Q_ELEMENT.some((pattern) => pattern.test(text.where))),
        [],
      );
    });
  }
});

describe('Hungarian typography', () => {
  it('keeps the question particle -e on the line of its verb (a word joiner after the hyphen)', () => {
    assert.deepEqual(hits('hu-HU', /\p{L}-e(?!\p{L})/u), []);
  });
});
