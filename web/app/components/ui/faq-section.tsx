import { useTranslation } from '../../i18n/i18n.tsx';
import type { Namespace } from '@findable/core/locales/messages';
import { Faq, faqJsonLd } from './faq.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * An FAQ section from a catalog: a title (`prefix.title` unless given) and `q1…qN` each with `q` and `a`
 * under `prefix`, rendered as
 * disclosure widgets with FAQPage structured data.
 */
export function FaqSection({ ns, prefix, count, titleKey = `${prefix}.title` }: { ns: Namespace; prefix: string; count: number; titleKey?: string }) {
  const { t } = useTranslation(ns);
  const id = `${prefix.replace(/\W/g, '-')}-title`;
  const items = Array.from({ length: count }, (_, i) => ({
    question: t(`${prefix}.q${i + 1}.q`),
    answer: t(`${prefix}.q${i + 1}.a`),
  }));
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl">
      <SectionHeading title={<span id={id}>{t(titleKey)}</span>} />
      <div className="mt-10">
        <Faq items={items} />
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </section>
  );
}
