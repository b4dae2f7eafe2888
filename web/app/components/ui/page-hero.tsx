import type { ReactNode } from 'react';

/**
 * The top of the product, vertical and About pages: eyebrow, h1 and lead on a soft brand gradient, with the
 * page's actions under the lead and a visual beside it (below it on phones).
 */
export function PageHero({
  eyebrow,
  title,
  text,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  text: string;
  /** The visual, quote or illustration beside the text. */
  aside: ReactNode;
  /** Calls to action and notes under the lead. */
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_80%_-10%,var(--color-brand-100),transparent),radial-gradient(36rem_20rem_at_0%_0%,var(--color-accent-100),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-ink-600">{text}</p>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
