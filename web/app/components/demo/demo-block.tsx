import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { usePrefetchDeferred } from '../../hooks/use-prefetch-deferred.ts';
import { useLocale } from '../../i18n/i18n.tsx';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { loadRuntimeConfig } from '../../services/runtime-config.ts';
import type { SampleReportHtml } from '../report/sample-report-html.ts';
import { StaticHtml } from '../static/static-html.tsx';
import { buttonClass } from '../ui/button.tsx';
import { CtaLabel } from '../ui/cta-label.tsx';

/**
 * The demo block: our own sample report (Café Aurora, every section, read-only, clickable between its
 * sections), which works with no third party at all. Where the server has a third-party demo configured
 * (DEMO_URL), a button loads that frame on click instead: nothing is requested from the demo host before.
 * The row above the report has the same height either way, so the config arriving moves nothing.
 */
export function DemoBlock({ sample, inverse }: { sample: SampleReportHtml; inverse?: boolean }) {
  const locale = useLocale();
  // undefined: not known yet (prerendered HTML, before the config arrives); null: no demo host configured.
  const [demoUrl, setDemoUrl] = useState<string | null | undefined>(undefined);
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const block = useRef<HTMLDivElement>(null);
  const { labels } = sample;

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
  // The report's sections other than the first come from their own files (static-tabs.ts).
  usePrefetchDeferred(block);

  if (started && demoUrl) {
    return (
      <div
        data-testid="demo-frame"
        className="h-[200px] overflow-hidden rounded-card shadow-float ring-1 ring-ink-900/10 md:h-[720px]"
      >
        <iframe
          ref={frame}
          src={demoUrl}
          title={labels.demoFrame}
          className="size-full bg-white"
          allow="fullscreen; clipboard-write"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  return (
    <div ref={block} data-testid="demo-block" data-demo={demoUrl ? 'third-party' : 'sample'}>
      <div className="mb-4 flex min-h-11 flex-wrap items-center justify-between gap-3">
        <p className={clsx('text-sm', inverse ? 'text-ink-300' : 'text-ink-600')}>
          {demoUrl ? labels.privacy : labels.note}
        </p>
        {demoUrl ? (
          <button
            type="button"
            onClick={() => setStarted(true)}
            className={buttonClass(inverse ? 'inverse' : 'primary', 'md')}
            data-testid="demo-start"
          >
            {/* A play triangle drawn in CSS: the landing page's JavaScript has no room for an icon module. */}
            <span aria-hidden className="size-0 border-y-[6px] border-l-[10px] border-y-transparent border-l-current" />
            {labels.startDemo}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => openReportOrRegister(locale)}
            className={buttonClass(inverse ? 'inverse' : 'primary', 'md')}
          >
            <CtaLabel signedIn={labels.openReport}>{labels.ownCta}</CtaLabel>
          </button>
        )}
      </div>
      <StaticHtml html={sample.html} />
    </div>
  );
}
