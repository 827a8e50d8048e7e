// A part of a page kept out of its first load (decision 0022) whose chunk is asked for at
// once, as the calling module loads, rather than when the part first renders: in the browser it
// comes beside the data the part waits for, and on the server it is there before the page renders,
// so that the server's HTML holds the part itself. React.lazy rather than next/dynamic, whose loader
// costs the page more than what it leaves out.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface PreloadedChunk<M> {
  /** One of the chunk's exports as a component, to render under <Suspense>. */
  component<P>(pick: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>>;
}

/** `loading` is the chunk's `import('./part')`, written where the part is used so the bundler splits it there. */
export function preloadChunk<M>(loading: Promise<M>): PreloadedChunk<M> {
  // A chunk that fails to load is told where a part of it renders; not also as an unhandled rejection.
  loading.catch(() => undefined);
  return { component: (pick) => lazy(() => loading.then((module) => ({ default: pick(module) }))) };
}
