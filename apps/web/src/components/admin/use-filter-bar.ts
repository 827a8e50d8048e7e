// The state of a back-office list with a filter bar: what is typed (the draft), what the list shows
// (the filter, applied by the bar's button) and the page. One shape for audit, desk, members, news.
import { useState, type FormEvent } from 'react';

/** The filter without the fields left empty: an empty text or "any" means no filter. */
export function withoutEmpty<F extends object>(f: F): F {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined)) as F;
}

export function useFilterBar<F extends object>(initial: F, clean: (draft: F) => F = withoutEmpty) {
  const [draft, setDraft] = useState<F>(initial);
  const [filter, setFilter] = useState<F>(initial);
  const [skip, setSkip] = useState(0);
  return {
    draft,
    setDraft,
    /** An onChange for a field of the draft: an empty value clears it. */
    set: (key: keyof F) => (value: string) => setDraft({ ...draft, [key]: value || undefined }),
    filter,
    skip,
    setSkip,
    apply: (event: FormEvent) => {
      event.preventDefault();
      setFilter(clean(draft));
      setSkip(0);
    },
    reset: () => {
      setDraft(initial);
      setFilter(initial);
      setSkip(0);
    },
  };
}
