import type { Translate } from '@findable/core/locales/translate';
import { clsx } from 'clsx';
import { Faq, faqJsonLd } from './faq.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * An FAQ section from a catalog: a title (`prefix.title` unless given) and `q1…qN` each with `q` and `a`
 * under `prefix`, rendered as disclosure widgets with FAQPage structured data. It takes the translator, so the
 * same markup renders in React (a page passes its `useTranslation` t) and at build time (the landing page's
 * static sections pass theirs).
 */
export function FaqSection({
  t,
  prefix,
  count,
  titleKey = `${prefix}.title`,
  className,
}: {
  t: Translate;
  prefix: string;
  count: number;
  titleKey?: string;
  className?: string;
}) {
  const id = `${prefix.replace(/\W/g, '-')}-title`;
  const items = Array.from({ length: count }, (_, i) => ({
    question: t(`${prefix}.q${i + 1}.q`),
    answer: t(`${prefix}.q${i + 1}.a`),
  }));
  return (
    <section aria-labelledby={id} className={clsx('mx-auto max-w-3xl', className)}>
      <SectionHeading title={<span id={id}>{t(titleKey)}</span>} />
      <div className="mt-10">
        <Faq items={items} />
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </section>
  );
}
