import type { ReactNode } from 'react';

/** The frame of an application page: a centred card on a soft background. */
export function AuthCard({
  title,
  text,
  children,
  wide,
}: {
  title: string;
  text?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-ink-50 px-4 py-14 sm:py-20">
      <div
        className={`mx-auto min-w-0 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
      >
        <h1 className="text-2xl font-bold tracking-tight break-words hyphens-auto text-ink-950">{title}</h1>
        {text ? <p className="mt-2 break-words text-ink-600">{text}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** A status line under a form: success or error, announced to screen readers. */
export function FormStatus({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm ${tone === 'error' ? 'bg-rose-50 text-rose-800' : 'bg-accent-100 text-accent-700'}`}
    >
      {children}
    </p>
  );
}

/** The line under a form that sends to the other one: 'No account yet? Sign up', 'Have an account? Log in'. */
export function AuthSwitch({
  text,
  link,
  href,
  className = 'mt-6',
}: {
  text: string;
  link: string;
  href: string;
  className?: string;
}) {
  return (
    <p className={`${className} text-center text-sm text-ink-600`}>
      {text}{' '}
      <a href={href} className="font-semibold text-brand-700 hover:underline">
        {link}
      </a>
    </p>
  );
}
