import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The schema.org vocabulary (types, their parents, the properties each type declares) in the JSON-LD shape of
 * schema.org's own `schemaorg-all-https.jsonld`, which Adobe's structured-data validator reads. The machine has
 * no network, so it is taken from schema-dts (Google's typings generated from that same file): each
 * `interface XBase extends YBase { "prop"?: … }` is type X with parent Y and its properties, and each
 * `interface ZLeaf extends XBase { "@type": "Z" }` without a base of its own is type Z with parent X.
 */
export function schemaOrgVocabulary(): { '@graph': Array<Record<string, unknown>> } {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const source = readFileSync(file, 'utf8');
  const parents = new Map<string, string[]>();
  const properties = new Map<string, Set<string>>();
  const parentList = (list: string) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.endsWith('Base'))
      .map((name) => name.slice(0, -'Base'.length));

  for (const match of source.matchAll(/^interface (\w+)Base extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const type = match[1]!;
    parents.set(type, parentList(match[2]!));
    properties.set(type, new Set([...match[3]!.matchAll(/^\s+"(\w+)"\??:/gm)].map((m) => m[1]!)));
  }
  for (const match of source.matchAll(/^export interface \w+Leaf extends ([^{]+)\{\n\s+"@type": "(\w+)";/gm)) {
    const type = match[2]!;
    if (!parents.has(type)) parents.set(type, parentList(match[1]!));
  }

  const id = (name: string) => `schema:${name}`;
  const graph: Array<Record<string, unknown>> = [];
  for (const [type, of] of parents) {
    graph.push({
      '@id': id(type),
      '@type': 'rdfs:Class',
      ...(of.length ? { 'rdfs:subClassOf': of.map((parent) => ({ '@id': id(parent) })) } : {}),
    });
  }
  const domains = new Map<string, string[]>();
  for (const [type, names] of properties) {
    for (const name of names) domains.set(name, [...(domains.get(name) ?? []), type]);
  }
  for (const [name, types] of domains) {
    graph.push({
      '@id': id(name),
      '@type': 'rdf:Property',
      'schema:domainIncludes': types.map((type) => ({ '@id': id(type) })),
    });
  }
  return { '@graph': graph };
}
