import type { KeyboardEvent } from 'react';

/**
 * Tabs in build-time HTML (the sample report's sections): the markup is ReportTabs' own, rendered at build
 * time, and these two handlers give it the same behaviour as the React widget (WAI-ARIA tabs with automatic
 * activation: click, arrow keys, Home, End) without shipping the component. The content is set once as inner
 * HTML and never re-rendered by React, so changing its attributes here is safe.
 */
export function selectStaticTab(tab: HTMLElement, focus = false): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    panel.hidden = !selected;
    if (selected) fillDeferred(panel);
  }
  if (focus) tab.focus();
}

const fragments = new Map<string, Promise<string>>();

/** The markup of a panel the build moved out of the page (web/scripts/deferred-panels.ts), fetched once. */
function loadFragment(url: string): Promise<string> {
  let request = fragments.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    });
    // A failed fetch (offline) is tried again on the next click.
    request.catch(() => fragments.delete(url));
    fragments.set(url, request);
  }
  return request;
}

/** `root` and the elements in it that the build emptied (`data-fragment`: the file with their markup). */
function deferredIn(root: HTMLElement): HTMLElement[] {
  return [...(root.dataset.fragment ? [root] : []), ...root.querySelectorAll<HTMLElement>('[data-fragment]')];
}

/**
 * Puts the markup of the deferred parts of a panel that is being shown in place (the panel itself or a drawing in
 * it; `data-fragment`: its file), once. When a file cannot be fetched (offline, or a page older than the deploy),
 * its place says so in the page's language (`data-load-error`, from the build) and the next selection tries again.
 */
export function fillDeferred(panel: HTMLElement): void {
  for (const part of deferredIn(panel)) {
    const url = part.dataset.fragment!;
    loadFragment(url).then(
      (markup) => {
        if (part.dataset.fragment !== url) return;
        part.innerHTML = markup;
        delete part.dataset.fragment;
      },
      () => {
        if (part.dataset.fragment !== url) return;
        const note = document.createElement('p');
        note.className = 'p-6 text-center text-sm text-ink-600';
        note.setAttribute('role', 'status');
        note.textContent = part.dataset.loadError ?? '';
        part.replaceChildren(note);
      },
    );
  }
}

/**
 * Fetches the deferred parts below `root` ahead of the click (the tabs are coming into view), so a panel shows
 * at once; they are cached for a year (hashed names).
 */
export function prefetchDeferred(root: HTMLElement): void {
  for (const part of deferredIn(root)) loadFragment(part.dataset.fragment!).catch(() => undefined);
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowDown: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  ArrowUp: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** Arrow keys, Home and End on a tab of build-time HTML. */
export function onStaticTabKey(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  const tab = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[role="tab"]') : null;
  const list = tab?.closest('[role="tablist"]');
  if (!move || !tab || !list) return;
  event.preventDefault();
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const next = tabs[move(tabs.indexOf(tab), tabs.length - 1)];
  if (next) selectStaticTab(next, true);
}
