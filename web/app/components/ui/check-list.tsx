import { Check } from 'lucide';
import { Icon } from './icon.tsx';

/** Selling points as a list with green check marks (landing tabs, product sections). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-800">
          <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-accent-100 text-accent-700">
            <Icon node={Check} aria-hidden className="size-3.5" strokeWidth={3} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
