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
        assert.deepEqual(wrong.flatMap((pattern) => hits(locale, pattern, (text) => !isKeywordList(text.where))), []);
      });
    }
  }

  it('docs/glossary.md lists every term in every language', () => {
    const doc = readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');
    const missing = GLOSSARY.flatMap((term) => LOCALES.filter((locale) => !doc.includes(term.names[locale])).map((locale) => `${term.id} ${locale}`));
    assert.deepEqual(missing, []);
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
      assert.deepEqual(hits(locale, primary, (text) => IN_Q_ELEMENT.some((pattern) => pattern.test(text.where))), []);
    });
  }
});

describe('Hungarian typography', () => {
  it('keeps the question particle -e on the line of its verb (a word joiner after the hyphen)', () => {
    assert.deepEqual(hits('hu-HU', /\p{L}-e(?!\p{L})/u), []);
  });
});
