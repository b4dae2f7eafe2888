import { useTranslation } from '../../i18n/i18n.tsx';
import type { Namespace } from '@findable/core/locales/messages';
import { Faq, faqJsonLd } from './faq.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * An FAQ section from a catalog: `title` and `q1…qN` each with `q` and `a` under `prefix`, rendered as
 * disclosure widgets with FAQPage structured data.
 */
export function FaqSection({ ns, prefix, count }: { ns: Namespace; prefix: string; count: number }) {
  const { t } = useTranslation(ns);
  const items = Array.from({ length: count }, (_, i) => ({
    question: t(`${prefix}.q${i + 1}.q`),
    answer: t(`${prefix}.q${i + 1}.a`),
  }));
  return (
    <section aria-labelledby={`${prefix}-title`} className="mx-auto max-w-3xl">
      <SectionHeading title={<span id={`${prefix}-title`}>{t(`${prefix}.title`)}</span>} />
      <div className="mt-10">
        <Faq items={items} />
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </section>
  );
}
