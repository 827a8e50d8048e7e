'use client';
// A row of filter tabs (WAI-ARIA tabs pattern with automatic activation): one tab stop, arrow keys
// move between tabs and select them, Home/End jump to the ends. The panel it controls is rendered by
// the caller with `panelId` and labelled by `tabId(idPrefix, value)`.
import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

export interface TabsProps<V extends string> {
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** id of the element showing the selected tab's content. */
  panelId: string;
  /** Prefix of the tabs' ids, so the panel can be labelled by the selected one (`tabId`). */
  idPrefix: string;
  /** `segmented` (default): a track with the selected tab raised; `chips`: outlined pills. */
  variant?: 'segmented' | 'chips';
}

/** The id of a tab: values may be Cyrillic category names, so they are made id-safe. */
export function tabId(idPrefix: string, value: string): string {
  return `${idPrefix}-${encodeURIComponent(value).replace(/%/g, '_')}`;
}

export function Tabs<V extends string>({
  label,
  items,
  value,
  onChange,
  panelId,
  idPrefix,
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
