import { ChevronDown } from 'lucide';
import { Icon } from './icon.tsx';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions as native disclosure widgets (<details>): keyboard and screen-reader support without script,
 * and the answers are in the prerendered HTML for search engines.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-ink-200 rounded-card bg-white ring-1 ring-ink-200">
      {items.map((item) => (
        <details key={item.question} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              node={ChevronDown}
              aria-hidden
              className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="pb-5 text-ink-600">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

/** FAQPage structured data for the same items (plain-text answers). */
export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });
}
