import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatAddress, SAMPLE_OPERATOR, sampleValuesInUse } from './operator.ts';
import { publicOrigin, rewriteHtml, siteRewrite } from './site-facts.ts';

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
    const own = { ...SAMPLE_OPERATOR, legalName: 'Own Ltd', emails: { ...SAMPLE_OPERATOR.emails, support: 'help@own.test' } };
    const left = sampleValuesInUse(own);
    assert.equal(left.length, 13);
    assert.ok(!left.includes('OPERATOR_LEGAL_NAME') && !left.includes('OPERATOR_SUPPORT_EMAIL'));
  });
});

describe('site facts rewrite', () => {
  const build = { origin: 'http://localhost:3000', operator: SAMPLE_OPERATOR };
  const live = { origin: 'https://www.example.test', operator: { ...SAMPLE_OPERATOR, legalName: `A & B's "Best" <Co>` } };
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
});
