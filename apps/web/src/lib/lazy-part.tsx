// Parts of a page whose code is kept out of its first load, each under a <Suspense> of its own.
import { lazy, Suspense, type ComponentType, type JSX, type LazyExoticComponent, type ReactNode } from 'react';

/** `Lazy` under a <Suspense> showing `fallback` while its code loads. */
export function suspended<P extends object>(
  Lazy: ComponentType<P> | LazyExoticComponent<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  function Suspended(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Suspended;
}

/**
 * A part whose code is loaded only if it renders: for a part most visits never show
 * (lib/preload-chunk.ts is for a part every visit shows, later). `load` is the part's
 * `import('./part').then(…)`, written where it is used so the bundler splits it there.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return suspended(lazy(() => load().then((component) => ({ default: component }))));
}
