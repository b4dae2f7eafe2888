/**
 * Classes shared by the prerendered search field and the combobox that replaces it on first use, so the
 * swap changes nothing on screen.
 */
export const searchFieldClass =
  'relative flex min-w-0 flex-1 items-center rounded-full bg-white shadow-card ring-1 ring-ink-900/10 focus-within:ring-2 focus-within:ring-brand-500 sm:shadow-none sm:ring-0 sm:focus-within:ring-0';
export const searchInputClass =
  'h-13 w-full min-w-0 rounded-full bg-transparent pr-10 pl-11 text-base text-ink-950 placeholder:text-ink-500 max-sm:placeholder:text-sm focus:outline-none focus-visible:outline-none';
export const searchIconClass = 'pointer-events-none absolute left-4 size-5 text-ink-400';
