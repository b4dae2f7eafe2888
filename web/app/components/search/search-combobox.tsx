import { SEARCH_MAX_LENGTH, type BusinessSearchResult } from '@findable/core/validation/search';
import { useCombobox } from 'downshift';
import { CircleAlert, LoaderCircle, MapPin, Search } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { openReportOrRegister } from '../../services/report-cta.ts';
import { Badge } from '../ui/badge.tsx';
import { searchFieldClass, searchIconClass, searchInputClass } from './search-styles.ts';
import { useBusinessSearch, type BusinessSearchState } from './use-business-search.ts';

export interface SearchComboboxProps {
  labelId: string;
  inputId: string;
  menuId: string;
  /** What was typed into the plain input before this replaced it. */
  initialText: string;
  /** Whether the plain input had focus: then this input takes it over. */
  autoFocus: boolean;
  onStateChange: (state: BusinessSearchState) => void;
  /** What choosing a business does; by default it opens the registration dialog with it. */
  onSelect?: ((business: BusinessSearchResult) => void) | undefined;
}

/**
 * The search field as an ARIA combobox (Downshift's useCombobox: arrow keys, Enter, Escape, click outside).
 * The list shows only while it is open, not loading and has at least one business (spec §4); the chosen
 * business carries the 'Selected' badge and opens the registration dialog.
 */
/** @public loaded on demand by search-box.tsx, which reads it from the module */
export function SearchCombobox({
  labelId,
  inputId,
  menuId,
  initialText,
  autoFocus,
  onStateChange,
  onSelect,
}: SearchComboboxProps) {
  const { t, locale } = useTranslation('search');
  const { state, request } = useBusinessSearch(locale);
  const [chosenPlaceId, setChosenPlaceId] = useState<string | null>(null);
  const loading = state.status === 'loading';

  const { isOpen, highlightedIndex, getMenuProps, getInputProps, getItemProps, openMenu } =
    useCombobox<BusinessSearchResult>({
      items: state.results,
      // Downshift keeps the text itself (updated within the key event, so fast typing loses nothing).
      initialInputValue: initialText,
      // Selection is reported as an event, not kept: choosing the same business again opens the dialog again.
      selectedItem: null,
      labelId,
      inputId,
      menuId,
      itemToString: (item) => item?.name ?? '',
      itemToKey: (item) => item?.place_id,
      stateReducer: (state, { type, changes }) => {
        switch (type) {
          // The controlled selectedItem is always null here, which Downshift would write into the field.
          case useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem:
            return { ...changes, inputValue: state.inputValue };
          // Leaving the field (Tab, a click elsewhere) must not choose the highlighted business.
          case useCombobox.stateChangeTypes.InputBlur:
            return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
          default:
            return changes;
        }
      },
      onInputValueChange: ({ inputValue: text, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) request(text);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        setChosenPlaceId(selectedItem.place_id);
        const { name, formatted_address, place_id } = selectedItem;
        if (onSelect) onSelect({ name, formatted_address, place_id });
        else openReportOrRegister(locale, { business: { name, formatted_address, place_id } });
      },
    });

  useEffect(() => onStateChange(state), [state, onStateChange]);

  // Taking over from the plain input: keep its focus and caret, and search what was already typed.
  useLayoutEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (autoFocus && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    if (initialText.trim()) {
      request(initialText);
      if (autoFocus) openMenu();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on taking over
  }, []);

  const showList = isOpen && !loading && state.results.length > 0;
  return (
    <div className={searchFieldClass}>
      <Icon node={Search} aria-hidden className={searchIconClass} />
      <input
        {...getInputProps({
          type: 'text',
          autoComplete: 'off',
          spellCheck: false,
          enterKeyHint: 'search',
          maxLength: SEARCH_MAX_LENGTH,
          placeholder: t('placeholder'),
          className: searchInputClass,
          'aria-busy': loading,
          // Says the interactive combobox has replaced the prerendered input (tests wait for it).
          'data-combobox': '',
        })}
      />
      {loading ? (
        <Icon
          node={LoaderCircle}
          data-testid="search-spinner"
          aria-label={t('searching')}
          role="img"
          className="absolute right-4 size-5 animate-spin text-brand-600"
        />
      ) : null}
      <ul
        {...getMenuProps()}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[20rem] overflow-y-auto overscroll-contain rounded-2xl bg-white p-1.5 shadow-float ring-1 ring-ink-900/10"
      >
        {showList
          ? state.results.map((business, index) => {
              const chosen = business.place_id === chosenPlaceId;
              return (
                <li
                  key={business.place_id}
                  {...getItemProps({ item: business, index })}
                  className={`flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 text-left ${highlightedIndex === index ? 'bg-brand-50 ring-1 ring-brand-100 ring-inset' : ''}`}
                >
                  <Icon node={MapPin} aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-500" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink-950">{business.name}</span>
                    <span className="block truncate text-sm text-ink-600">{business.formatted_address}</span>
                  </span>
                  {chosen ? (
                    <Badge tone="accent" className="mt-0.5 shrink-0">
                      {t('selected')}
                    </Badge>
                  ) : null}
                </li>
              );
            })
          : null}
      </ul>
    </div>
  );
}

/**
 * Below the box: a short message when the search failed or found nothing (never a silent empty list), and
 * for screen readers how many businesses were found. One polite live region, always present.
 */
/** @public loaded on demand by search-box.tsx, which reads it from the module */
export function SearchMessage({ state }: { state: BusinessSearchState | null }) {
  const { t } = useTranslation('search');
  let visible: string | null = null;
  let spoken: string | null = null;
  if (state?.status === 'failed' && state.failure) visible = t(`errors.${state.failure}`);
  else if (state?.status === 'done' && state.results.length === 0) visible = t('noResults', { phrase: state.phrase });
  else if (state?.status === 'done') spoken = t('resultsCount', { count: state.results.length });
  const failed = state?.status === 'failed';
  return (
    <p
      aria-live="polite"
      className={`mt-2.5 flex min-h-5 items-start gap-1.5 px-2 text-sm ${failed ? 'text-rose-700' : 'text-ink-600'}`}
    >
      {failed ? <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
      {visible}
      {spoken ? <span className="sr-only">{spoken}</span> : null}
    </p>
  );
}
