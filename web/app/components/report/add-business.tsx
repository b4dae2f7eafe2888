import type { Project } from '@findable/core/report/project';
import type { BusinessSearchResult } from '@findable/core/validation/search';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { Spinner } from '../forms/fields.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { Button } from '../ui/button.tsx';

// The form for a business typed by hand brings the form and validation libraries (their size:
// docs/performance-history.md, 'The report page and the sample report'); most users never open it, so it loads
// when its disclosure opens.
const ProjectForm = lazy(() => import('../forms/project-form.tsx').then((module) => ({ default: module.ProjectForm })));

/**
 * Adding a business: the landing page's search box, or a name typed by hand (the project form). `first`: the account
 * has none yet, so its report will be the free one (only then does the page say so).
 */
export function AddBusiness({
  first,
  onSelect,
  onSaved,
}: {
  first: boolean;
  onSelect: (business: BusinessSearchResult) => void;
  onSaved: (project: Project) => void;
}) {
  const { t } = useTranslation('report');
  const [manual, setManual] = useState(false);
  return (
    <section
      className="grid gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-10"
      data-testid="report-add-business"
    >
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-ink-950">{t('page.add.title')}</h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          {t('page.add.text')}
          {first ? ` ${t('page.add.firstFree')}` : null}
        </p>
      </div>
      <SearchBox onSelect={onSelect} action="none" />
      <details
        className="group max-w-2xl rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-900/5"
        onToggle={(event) => event.currentTarget.open && setManual(true)}
      >
        <summary className="cursor-pointer font-semibold text-brand-700">{t('page.add.manual')}</summary>
        <p className="mt-2 text-sm text-ink-600">{t('page.add.manualText')}</p>
        <div className="mt-3">
          {manual ? (
            <Suspense fallback={<Spinner className="size-6 text-brand-600" />}>
              <ProjectForm onSaved={onSaved} details />
            </Suspense>
          ) : null}
        </div>
      </details>
    </section>
  );
}

/** Which business a search elsewhere picked, with its address, before it is added (and may spend the free report). */
export function ConfirmPick({
  business,
  first,
  busy,
  onConfirm,
  onDecline,
}: {
  business: BusinessSearchResult;
  first: boolean;
  /** The business is being added. */
  busy: boolean;
  onConfirm: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('report');
  return (
    <section
      className="grid gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-900/5 sm:p-8"
      data-testid="report-confirm-pick"
    >
      <h2 className="text-2xl font-bold tracking-tight text-ink-950">{t('page.confirm.title')}</h2>
      <p className="text-lg font-semibold text-ink-900">
        {business.formatted_address
          ? t('page.confirm.text', { name: business.name, address: business.formatted_address })
          : business.name}
      </p>
      {first ? <p className="text-ink-700">{t('page.confirm.free')}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {t('page.confirm.yes')}
        </Button>
        <Button variant="secondary" onClick={onDecline} disabled={busy}>
          {t('page.confirm.no')}
        </Button>
      </div>
    </section>
  );
}
