import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  formatAddress,
  operatorFields,
  SAMPLE_OPERATOR,
  sampleValuesInUse,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
} from './operator.ts';
import {
  buildSiteFacts,
  DEFAULT_ORIGIN,
  factsOccurrences,
  parseSiteFacts,
  publicOrigin,
  rewriteHtml,
  serializeSiteFacts,
  siteRewrite,
} from './site-facts.ts';

describe('operator facts', () => {
  it('writes an address per language, naming the country only abroad', () => {
    assert.equal(formatAddress(SAMPLE_OPERATOR.address, 'en-US'), '1061 Budapest, Andrássy út 12, Hungary');
    assert.equal(formatAddress(SAMPLE_OPERATOR.address, 'de-DE'), '1061 Budapest, Andrássy út 12, Ungarn');
    assert.equal(formatAddress(SAMPLE_OPERATOR.address, 'hu-HU'), '1061 Budapest, Andrássy út 12');
    const berlin = { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
    assert.equal(formatAddress(berlin, 'de-DE'), 'Musterstraße 1, 10115 Berlin');
    assert.equal(formatAddress(berlin, 'hu-HU'), 'Musterstraße 1, 10115 Berlin, Németország');
  });
  it('names the variables still at their sample value', () => {
    assert.equal(sampleValuesInUse(SAMPLE_OPERATOR).length, 15);
    const own = {
      ...SAMPLE_OPERATOR,
      legalName: 'Own Ltd',
      emails: { ...SAMPLE_OPERATOR.emails, support: 'help@own.test' },
    };
    const left = sampleValuesInUse(own);
    assert.equal(left.length, 13);
    assert.ok(!left.includes('OPERATOR_LEGAL_NAME') && !left.includes('OPERATOR_SUPPORT_EMAIL'));
    assert.ok(left.includes('OPERATOR_SALES_EMAIL') && left.includes('OPERATOR_VAT_NUMBER'));
  });

  it('reads each value from the variable docs/deploy.md names for it', () => {
    const fields = operatorFields(SAMPLE_OPERATOR);
    assert.deepEqual(
      fields.map(({ variable }) => variable),
      [
        'OPERATOR_LEGAL_NAME',
        'OPERATOR_STREET',
        'OPERATOR_POSTAL_CODE',
        'OPERATOR_CITY',
        'OPERATOR_COUNTRY',
        'OPERATOR_REGISTRATION_NUMBER',
        'OPERATOR_VAT_NUMBER',
        'OPERATOR_LEGAL_EMAIL',
        'OPERATOR_SUPPORT_EMAIL',
        'OPERATOR_SALES_EMAIL',
        'OPERATOR_JOBS_EMAIL',
        'OPERATOR_LINKEDIN_URL',
        'OPERATOR_FACEBOOK_URL',
        'OPERATOR_INSTAGRAM_URL',
        'OPERATOR_YOUTUBE_URL',
      ],
    );
    const deploy = readFileSync(new URL('../docs/deploy.md', import.meta.url), 'utf8');
    assert.deepEqual(
      fields.filter(({ variable }) => !deploy.includes(`\`${variable}\``)).map(({ variable }) => variable),
      [],
    );
    assert.deepEqual(
      fields.filter(({ value }) => !value).map(({ variable }) => variable),
      [],
    );
    const value = (variable: string) => fields.find((field) => field.variable === variable)?.value;
    assert.equal(value('OPERATOR_STREET'), 'Andrássy út 12');
    assert.equal(value('OPERATOR_POSTAL_CODE'), '1061');
    assert.equal(value('OPERATOR_CITY'), 'Budapest');
    assert.equal(value('OPERATOR_COUNTRY'), 'HU');
  });

  it('has sample values the server can find and replace: each distinct, e-mails and profiles of the right kind', () => {
    const values = operatorFields(SAMPLE_OPERATOR).map(({ value }) => value);
    assert.equal(new Set(values).size, values.length);
    assert.match(SAMPLE_OPERATOR.registrationNumber, /^\d{2}-\d{2}-\d{6}$/);
    assert.match(SAMPLE_OPERATOR.vatNumber, /^HU\d{8}$/);
    for (const address of Object.values(SAMPLE_OPERATOR.emails)) assert.match(address, /^[a-z]+@findable\.example$/);
    assert.equal(SAMPLE_OPERATOR.emails.legal, 'legal@findable.example');
    assert.equal(SAMPLE_OPERATOR.emails.support, 'support@findable.example');
    for (const network of SOCIAL_NETWORKS) {
      assert.match(SAMPLE_OPERATOR.social[network], new RegExp(`^https://www\\.${network}\\.com/`), network);
    }
  });

  it('labels the social links as each network spells its name', () => {
    assert.deepEqual(SOCIAL_LABELS, {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
    });
  });
});

describe('site facts rewrite', () => {
  const build = { origin: 'http://localhost:3000', operator: SAMPLE_OPERATOR };
  const live = {
    origin: 'https://www.example.test',
    operator: { ...SAMPLE_OPERATOR, legalName: `A & B's "Best" <Co>` },
  };
  it('accepts an origin only', () => {
    assert.equal(publicOrigin('https://www.example.test/'), 'https://www.example.test');
    assert.throws(() => publicOrigin('https://www.example.test/shop'), /origin/);
  });
  it('writes a value the way each part of a page escapes it', () => {
    const rewrite = siteRewrite(build, live);
    const page = rewriteHtml(
      rewrite,
      '<p title="Findable Kft.">Findable Kft.</p><script type="application/ld+json">{"legalName":"Findable Kft.","postalCode":"1061"}</script><a href="http://localhost:3000/x">x</a> http://localhost:30001',
    ).text;
    assert.equal(
      page,
      '<p title="A &amp; B&#x27;s &quot;Best&quot; &lt;Co&gt;">A &amp; B&#x27;s &quot;Best&quot; &lt;Co&gt;</p><script type="application/ld+json">{"legalName":"A \\u0026 B\'s \\"Best\\" \\u003cCo\\u003e","postalCode":"1061"}</script><a href="https://www.example.test/x">x</a> http://localhost:30001',
    );
    assert.equal(rewrite.apply('data', 'Findable Kft.').text, 'A &amp; B&#x27;s &quot;Best&quot; &lt;Co&gt;');
  });
  it('leaves a build alone when nothing differs', () => {
    assert.equal(siteRewrite(build, build).changed, false);
  });

  it('builds with the sample operator at localhost:3000 unless SITE_URL says otherwise', () => {
    assert.equal(DEFAULT_ORIGIN, 'http://localhost:3000');
    assert.deepEqual(buildSiteFacts(undefined), { origin: 'http://localhost:3000', operator: SAMPLE_OPERATOR });
    assert.deepEqual(buildSiteFacts('https://www.example.test/'), {
      origin: 'https://www.example.test',
      operator: SAMPLE_OPERATOR,
    });
    for (const url of [
      'https://www.example.test/?a=1',
      'https://www.example.test/#top',
      'https://user:pw@www.example.test/',
    ]) {
      assert.throws(() => publicOrigin(url), /SITE_URL must be an origin/, url);
    }
  });

  it('travels as one string that reads back as the same facts', () => {
    const text = serializeSiteFacts(live);
    assert.equal(typeof text, 'string');
    assert.deepEqual(parseSiteFacts(text), { origin: live.origin, operator: live.operator });
  });

  it('counts as a change when only the origin or only the operator differs', () => {
    assert.equal(siteRewrite(build, { ...build, origin: 'https://www.example.test' }).changed, true);
    assert.equal(siteRewrite(build, { ...build, operator: live.operator }).changed, true);
  });

  it('moves the address everywhere a page writes it: the formatted line per language and the JSON-LD fields', () => {
    const berlin = {
      ...SAMPLE_OPERATOR,
      address: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    };
    const rewrite = siteRewrite(build, { origin: build.origin, operator: berlin });
    assert.equal(
      rewrite.apply('markup', '<p>1061 Budapest, Andrássy út 12, Hungary</p>').text,
      '<p>Musterstraße 1, 10115 Berlin, Germany</p>',
    );
    // The Hungarian pages write it without the country, and now name Germany.
    assert.equal(
      rewrite.apply('markup', '<p>1061 Budapest, Andrássy út 12</p>').text,
      '<p>Musterstraße 1, 10115 Berlin, Németország</p>',
    );
    assert.equal(
      rewrite.apply('markup', '<p>1061 Budapest, Andrássy út 12, Ungarn</p>').text,
      '<p>Musterstraße 1, 10115 Berlin</p>',
    );
    assert.equal(
      rewrite.apply(
        'jsonld',
        '{"streetAddress":"Andrássy út 12","postalCode":"1061","addressLocality":"Budapest","addressCountry":"HU"}',
      ).text,
      '{"streetAddress":"Musterstraße 1","postalCode":"10115","addressLocality":"Berlin","addressCountry":"DE"}',
    );
    // A bare '1061' or 'Budapest' elsewhere is not the operator's: only the keyed JSON-LD values move.
    assert.equal(rewrite.apply('markup', 'Budapest 1061').text, 'Budapest 1061');
  });

  it('rewrites only the origin in sitemap.xml and robots.txt', () => {
    const rewrite = siteRewrite(build, live);
    assert.equal(
      rewrite.apply('text', 'Findable Kft. Sitemap: http://localhost:3000/sitemap.xml').text,
      'Findable Kft. Sitemap: https://www.example.test/sitemap.xml',
    );
  });

  it('swaps the serialized facts in the loader data and counts each copy', () => {
    // The loader data: the facts as one string inside turbo-stream text, inside a JSON string in a script.
    // React Router writes <, > and & in a script as \\u escapes.
    const scriptEscape = (text: string) =>
      text.replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const stream = (facts: typeof build) =>
      `enqueue(${scriptEscape(JSON.stringify(JSON.stringify(['siteFacts', serializeSiteFacts(facts)])))});`;
    const page = `<p>x</p><script>${stream(build)}</script><script>${stream(build)}</script>`;
    assert.equal(factsOccurrences(build, 'stream', page), 2);
    assert.equal(factsOccurrences(live, 'stream', page), 0);

    const moved = rewriteHtml(siteRewrite(build, live), page);
    assert.equal(moved.facts, 2);
    assert.equal(moved.text, `<p>x</p><script>${stream(live)}</script><script>${stream(live)}</script>`);
    const [, facts] = JSON.parse(
      JSON.parse(moved.text.slice(moved.text.indexOf('enqueue(') + 8, moved.text.indexOf(');'))) as string,
    ) as string[];
    assert.deepEqual(parseSiteFacts(facts!), { origin: live.origin, operator: live.operator });

    // Nothing to change: the copies are still counted, so the build's self-check works on an unchanged build.
    assert.deepEqual(rewriteHtml(siteRewrite(build, build), page), { text: page, facts: 2 });
    // A prerendered .data file holds the turbo-stream text itself.
    const data = JSON.stringify(['siteFacts', serializeSiteFacts(build)]);
    assert.equal(factsOccurrences(build, 'data', data), 1);
    assert.deepEqual(siteRewrite(build, live).apply('data', data), {
      text: JSON.stringify(['siteFacts', serializeSiteFacts(live)]),
      facts: 1,
    });
  });
});
