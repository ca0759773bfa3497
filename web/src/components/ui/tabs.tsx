import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabItem {
  /** Stable key, e.g. 'reviews'. */
  key: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers ("Classic Pearl Milk Tea"). */
  label: string;
  tabs: readonly TabItem[];
  initialKey?: string;
  className?: string;
}

/** The tab a key press moves to (wrapping), or null when the key is not a tab key. */
export function nextTab(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrows (wrapping),
 * Home and End move and select. Every panel stays mounted (hidden when not
 * selected), so a half-written form survives a look at the other tab.
 */
export function Tabs({ label, tabs, initialKey, className }: TabsProps) {
  const id = useId();
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((t) => t.key === initialKey),
    ),
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextTab(selected, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            className="tabs__tab"
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.key} role="tabpanel" id={`${id}-panel-${tab.key}`} className="tabs__panel" aria-labelledby={`${id}-tab-${tab.key}`} tabIndex={0} hidden={i !== selected}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
