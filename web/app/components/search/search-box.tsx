import { SEARCH_MAX_LENGTH } from '@findable/core/validation/search-limits';
import type { BusinessSearchResult } from '@findable/core/validation/search';
import { Search } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../i18n/i18n.tsx';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { Button } from '../ui/button.tsx';
import { CtaLabel } from '../ui/cta-label.tsx';
import type { SearchComboboxProps } from './search-combobox.tsx';
import { searchFieldClass, searchIconClass, searchInputClass } from './search-styles.ts';
import type { BusinessSearchState } from './use-business-search.ts';

interface ComboboxModule {
  SearchCombobox: ComponentType<SearchComboboxProps>;
  SearchMessage: ComponentType<{ state: BusinessSearchState | null }>;
}

// The combobox (Downshift, the search logic, the messages under the box) is fetched on the first sign of
// use: pointer over the box, focus, a touch or a key. Until then the page ships a plain input that looks
// the same (docs/search.md).
let loaded: ComboboxModule | null = null;
let loading: Promise<ComboboxModule> | null = null;
const loadCombobox = () => (loading ??= import('./search-combobox.tsx').then((module) => (loaded = module)));

/**
 * The call-to-action search box (spec §2, §4): search for a business, choose it to open the registration
 * dialog with it, or 'Get my report' without one. A signed-in visitor goes to their report instead.
 */
export function SearchBox({
  className = '',
  onSelect,
  action = 'report',
}: {
  className?: string;
  /** Instead of opening the registration dialog (the badges page checks eligibility, the report page adds it). */
  onSelect?: (business: BusinessSearchResult) => void;
  /** The 'Get my report' button beside the field; 'none' where choosing a business is the only action. */
  action?: 'report' | 'none';
}) {
  const { t, locale } = useTranslation('search');
  const base = useId();
  const ids = { labelId: `${base}label`, inputId: `${base}input`, menuId: `${base}menu` };
  const [combobox, setCombobox] = useState<{ module: ComboboxModule; text: string; focused: boolean } | null>(() =>
    loaded ? { module: loaded, text: '', focused: false } : null,
  );
  const [state, setState] = useState<BusinessSearchState | null>(null);
  const shellInput = useRef<HTMLInputElement>(null);

  const upgrade = useCallback(() => {
    void loadCombobox().then((module) => {
      // Read what was typed into the plain input and swap in one synchronous render: no keystroke falls
      // between the two.
      flushSync(() =>
        setCombobox((current) => {
          if (current) return current;
          const input = shellInput.current;
          return { module, text: input?.value ?? '', focused: Boolean(input && document.activeElement === input) };
        }),
      );
    });
  }, []);

  const Active = combobox?.module.SearchCombobox;
  const Message = combobox?.module.SearchMessage;
  return (
    <div
      role="search"
      className={`relative w-full max-w-2xl ${className}`}
      onPointerEnter={upgrade}
      onTouchStart={upgrade}
    >
      <label id={ids.labelId} htmlFor={ids.inputId} className="sr-only">
        {t('label')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-1.5 sm:rounded-full sm:bg-white sm:p-1.5 sm:shadow-card sm:ring-1 sm:ring-ink-900/10 sm:focus-within:ring-2 sm:focus-within:ring-brand-500">
        {Active ? (
          <Active
            {...ids}
            initialText={combobox.text}
            autoFocus={combobox.focused}
            onStateChange={setState}
            onSelect={onSelect}
          />
        ) : (
          <div className={searchFieldClass}>
            <Icon node={Search} aria-hidden className={searchIconClass} />
            <input
              ref={shellInput}
              id={ids.inputId}
              type="text"
              role="combobox"
              aria-expanded="false"
              aria-autocomplete="list"
              aria-controls={ids.menuId}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('placeholder')}
              className={searchInputClass}
              onFocus={upgrade}
              onKeyDown={upgrade}
              onInput={upgrade}
            />
            <ul id={ids.menuId} role="listbox" aria-labelledby={ids.labelId} hidden />
          </div>
        )}
        {action === 'report' ? (
          <Button size="lg" className="w-full sm:w-auto" onClick={() => openReportOrRegister(locale)}>
            <CtaLabel signedIn={t('common:cta.openReport')}>{t('getReport')}</CtaLabel>
          </Button>
        ) : null}
      </div>
      {/* The line under the box keeps its height from the start, so a message never moves the page. */}
      {Message ? <Message state={state} /> : <p className="mt-2.5 min-h-5" />}
    </div>
  );
}
