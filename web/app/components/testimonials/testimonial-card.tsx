import type { Testimonial } from '@findable/core/testimonials';
import { formatNumber } from '@findable/core/locales/format';
import { Quote } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { openModal } from '../../services/modal.tsx';
import { Avatar } from './avatar.tsx';

/** The headline figure of a testimonial in the page's locale: '+3,600', '+87 %', 'Top 5'. */
export function useUspText() {
  const { t, locale } = useTranslation('testimonials');
  return (usp: NonNullable<Testimonial['usp']>) => {
    if (usp.kind === 'top') return t('top', { rank: String(usp.value) });
    if (usp.kind === 'percent') return formatNumber(locale, usp.value / 100, { style: 'percent', signDisplay: 'always' });
    return formatNumber(locale, usp.value, { signDisplay: 'always' });
  };
}

/**
 * One testimonial as a button-card (500 px tall, spec §9): a click opens the registration dialog with this
 * testimonial in its side panel.
 */
export function TestimonialCard({ testimonial, className = '' }: { testimonial: Testimonial; className?: string }) {
  const { t } = useTranslation('testimonials');
  const uspText = useUspText();
  return (
    <button
      type="button"
      onClick={() => openModal('registerModal', { testimonial: testimonial.id })}
      className={`group relative flex h-[500px] w-full flex-col rounded-card bg-white p-6 text-left shadow-card ring-1 ring-ink-900/5 transition-shadow hover:shadow-float ${className}`}
    >
      {testimonial.usp ? (
        <div className="rounded-2xl bg-gradient-to-br from-brand-50 to-accent-100/60 p-5">
          <p className="text-4xl font-extrabold tracking-tight text-brand-700">{uspText(testimonial.usp)}</p>
          <p className="mt-1 text-sm font-medium text-ink-700">{t(`${testimonial.id}.sup`)}</p>
        </div>
      ) : (
        <Quote aria-hidden className="size-9 text-brand-300" />
      )}
      <p className="mt-6 flex-1 text-lg leading-relaxed text-pretty text-ink-800">“{t(`${testimonial.id}.quote`)}”</p>
      <span className="mt-6 flex items-center gap-3 border-t border-ink-100 pt-5">
        <Avatar name={testimonial.name} hue={testimonial.hue} />
        <span>
          <span className="block font-semibold text-ink-950">{testimonial.name}</span>
          <span className="block text-sm text-ink-500">
            {testimonial.business} · {testimonial.city}
          </span>
        </span>
      </span>
      <span className="sr-only">{t('openLabel', { name: testimonial.name })}</span>
    </button>
  );
}
