import { demoBusiness } from '../src/search/demo-catalog.ts';
export function queryMixForProfile(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 5000; i++) {
    const b = demoBusiness((i * 7919) % 1_000_000);
    const w = b.name.split(' ');
    const k = i % 4;
    out.push(k === 0 ? w[0]!.slice(0, 3) : k === 1 ? `${w[0]} ${b.city.slice(0, 3)}` : k === 2 ? w.slice(0, 2).join(' ').slice(0, 8) : (w.at(-1) ?? '').slice(0, 4));
  }
  return out;
}
