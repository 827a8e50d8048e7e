'use client';
// A row of filter tabs (WAI-ARIA tabs pattern with automatic activation): one tab stop, arrow keys
// move between tabs and select them, Home/End jump to the ends. The caller shows the selected tab's
// content in a TabPanel with the same ids.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

/** The ids that tie a tab list to its panel: the panel's own, and the prefix of the tabs' ids. */
export interface TabIds {
  panelId: string;
  idPrefix: string;
}

/** Ids unique in the page, for a tab list and its panel. */
export function useTabIds(): TabIds {
  const id = useId();
  return { panelId: `${id}-panel`, idPrefix: `${id}-tab` };
}

interface TabsProps<V extends string> {
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  ids: TabIds;
  /** `segmented` (default): a track with the selected tab raised; `chips`: outlined pills. */
  variant?: 'segmented' | 'chips';
}

/** The id of a tab: values may be Cyrillic category names, so they are made id-safe. */
function tabId(idPrefix: string, value: string): string {
  return `${idPrefix}-${encodeURIComponent(value).replace(/%/g, '_')}`;
}

export function Tabs<V extends string>({
  label,
  items,
  value,
  onChange,
  ids: { panelId, idPrefix },
  variant = 'segmented',
}: TabsProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(items[next]!.value);
  };

  return (
    <div role="tablist" aria-label={label} className={variant === 'chips' ? styles.chips : styles.tabs}>
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={variant === 'chips' ? styles.chip : styles.tab}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** What the selected tab shows, labelled by it; `busy` while it loads. */
export function TabPanel({ ids, value, busy, children }: { ids: TabIds; value: string; busy: boolean; children: ReactNode }) {
  return (
    <div id={ids.panelId} role="tabpanel" aria-labelledby={tabId(ids.idPrefix, value)} aria-busy={busy}>
      {children}
    </div>
  );
}
