import { createElement, useState, type ComponentType, type ReactNode } from 'react';
import type { LazyModules } from '../runtime/lazy-modules';
import { ErrorBoundary } from './error-boundary';

export interface LazyPartProps<K> {
  parts: LazyModules<K, { default: ComponentType }>;
  part: K;
  /** Shown when the chunk could not be loaded; `retry` asks for it again. */
  failure: (retry: () => void) => ReactNode;
}

/** The lazy component is made once per load attempt and kept, not made anew by each render. */
function LazyRender<K>({ parts, part }: Pick<LazyPartProps<K>, 'parts' | 'part'>) {
  return createElement(parts.component(part));
}

/**
 * A part of a page whose code is a chunk of its own. Loaded already (the server's render, a
 * hydration that loaded it first, a part shown before), it renders at once. Otherwise it suspends
 * without a boundary of its own, so that it adds none to the page while it hydrates (React would
 * hydrate a boundary's content only after the rest): a navigation keeps the page it leaves until
 * the chunk arrives, and a part that hydrates when seen keeps the server's markup. A chunk that
 * fails offers to try again.
 */
export function LazyPart<K>({ parts, part, failure }: LazyPartProps<K>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary key={attempt} fallback={() => failure(() => setAttempt(parts.retry(part)))}>
      <LazyRender parts={parts} part={part} />
    </ErrorBoundary>
  );
}
