import { useRef, useState, type KeyboardEvent } from 'react';

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowDown: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  ArrowUp: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The state and keyboard of a WAI-ARIA tabs widget with automatic activation: arrow keys (wrapping), Home and
 * End select and focus a tab; only the selected tab is in the tab order. Spread `tabProps(index)` on each tab
 * button and put `onKeyDown` on the tablist.
 */
export function useTabs(count: number, controlled?: { active: number; setActive: (index: number) => void }) {
  const [own, setOwn] = useState(0);
  const active = controlled?.active ?? own;
  const setActive = controlled?.setActive ?? setOwn;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, count - 1);
    setActive(next);
    buttons.current[next]?.focus();
  };
  const tabProps = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      buttons.current[index] = element;
    },
    type: 'button' as const,
    role: 'tab',
    'aria-selected': index === active,
    tabIndex: index === active ? 0 : -1,
    onClick: () => setActive(index),
  });
  return { active, onKeyDown, tabProps };
}
