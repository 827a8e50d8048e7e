// A part loaded on demand (kept out of every page's first load) whose code can be asked for before
// the demand: when the member shows intent (pointer over, focus, touch) or the page is idle. The
// demand itself then rarely waits on the network; when it does, the caller shows that it is busy.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableComponent<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading (once); harmless to call again. */
  preload(): void;
}

export function lazyWithPreload<P>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load();
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => {
      // A failed preload is tried again at the demand, where React reports a failure.
      start().catch(() => {
        loading = null;
      });
    },
  };
}
