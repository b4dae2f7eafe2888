import type { Namespace } from '@findable/core/locales/messages';
import { CalendarDays, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { loadRuntimeConfig } from '../../services/runtime-config.ts';
import { buttonClass } from '../ui/button.tsx';
import { useSiteFacts } from '../../site/site-facts.ts';

/**
 * The interactive demo as a click-to-load facade: a drawn poster and a start button; the third-party frame
 * (DEMO_URL from the runtime config) is requested only after the click. Without a configured demo the
 * button becomes a link to request a live demo by e-mail. 200 px tall on small screens, 720 px from md up.
 * Text comes from `{prefix}.start`, `.privacy`, `.frameTitle`, `.unavailable` and `.request` in `ns`.
 */
export function DemoFacade({ ns, prefix, poster }: { ns: Namespace; prefix: string; poster?: string }) {
  const { t } = useTranslation(ns);
  const { operator } = useSiteFacts();
  // undefined: not known yet (prerendered HTML, before the config arrives); null: no demo configured.
  const [demoUrl, setDemoUrl] = useState<string | null | undefined>(undefined);
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let active = true;
    void loadRuntimeConfig().then((config) => active && setDemoUrl(config.demoUrl));
    return () => {
      active = false;
    };
  }, []);
  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);

  const start = async () => {
    const url = demoUrl ?? (await loadRuntimeConfig()).demoUrl;
    setDemoUrl(url);
    if (url) setStarted(true);
  };

  return (
    <div
      data-testid="demo-facade"
      className="relative h-[200px] overflow-hidden rounded-card bg-gradient-to-br from-brand-700 via-brand-800 to-ink-950 shadow-float ring-1 ring-ink-900/10 md:h-[720px]"
    >
      {started && demoUrl ? (
        <iframe
          ref={frame}
          src={demoUrl}
          title={t(`${prefix}.frameTitle`)}
          className="size-full bg-white"
          allow="fullscreen; clipboard-write"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {poster ? (
            <div className="absolute inset-6 hidden opacity-90 md:block lg:inset-10" dangerouslySetInnerHTML={{ __html: poster }} />
          ) : null}
          <div className="absolute inset-0 bg-ink-950/20 md:bg-ink-950/45" />
          <div className="relative flex h-full items-center justify-center px-6">
            <div className="flex max-w-md flex-col items-center gap-3 text-center md:rounded-3xl md:bg-white md:px-10 md:py-9 md:shadow-float">
              {demoUrl === null ? (
                <a
                  href={`mailto:${operator.emails.sales}?subject=${encodeURIComponent(t(`${prefix}.request`))}`}
                  className={buttonClass('inverse', 'lg', 'md:bg-brand-600 md:text-white md:hover:bg-brand-700')}
                >
                  <CalendarDays aria-hidden className="size-5" />
                  {t(`${prefix}.request`)}
                </a>
              ) : (
                <button
                  type="button"
                  onClick={() => void start()}
                  className={buttonClass('inverse', 'lg', 'md:bg-brand-600 md:text-white md:hover:bg-brand-700')}
                >
                  <Play aria-hidden className="size-4 fill-current" />
                  {t(`${prefix}.start`)}
                </button>
              )}
              <p className="text-sm text-white/90 md:text-ink-600">
                {demoUrl === null ? t(`${prefix}.unavailable`) : t(`${prefix}.privacy`)}
              </p>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
