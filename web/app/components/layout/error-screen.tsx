import { DEFAULT_LOCALE, localeOfPath } from '@findable/core/locales';
import { ERROR_TEXT } from '@findable/core/locales/messages/errors';
import { paths } from '@findable/core/routes';
import { useLocation } from 'react-router';
import { buttonClass } from '../ui/button.tsx';
import { Logo } from './logo.tsx';

/** A chunk that is gone after a deploy (the page was loaded before it): a reload fetches the new build. */
function isStaleBuild(error: unknown): boolean {
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically imported/i.test(
    String((error as Error)?.message ?? error),
  );
}

/**
 * The root error boundary's screen (DESIGN 'Errors'): in the page's language, with a way back — reload (which
 * also picks up a new deploy) or the home page, both as plain links so they work even if scripts do not.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname) ?? DEFAULT_LOCALE;
  const t = ERROR_TEXT[locale];
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink-50 px-6 py-24" data-testid="error-screen">
      <div className="max-w-xl text-center">
        <a href={paths.page('landing', locale)} className="inline-flex" aria-label="Findable">
          <Logo />
        </a>
        <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">{t.title}</h1>
        <p className="mt-4 text-lg text-ink-600">{isStaleBuild(error) ? t.updated : t.text}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <a href={pathname} className={buttonClass('primary', 'md')}>
            {t.reload}
          </a>
          <a href={paths.page('landing', locale)} className={buttonClass('secondary', 'md')}>
            {t.home}
          </a>
        </div>
      </div>
    </main>
  );
}
