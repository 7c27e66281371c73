import { shellPages } from '../runtime/shell-pages';
import { LazyPart } from './lazy-part';
import { PageFailure } from './page-failure';

/**
 * A route's page, from its chunk: at once when it is loaded already (the
 * server's render, the hydration of a rendered page, a page visited or pointed at before), else
 * once the chunk has arrived, the page the visitor leaves staying until then; a chunk that fails
 * offers to try again.
 */
export function PageSlot({ route }: { route: string }) {
  return <LazyPart parts={shellPages} part={route} failure={(retry) => <PageFailure onRetry={retry} />} />;
}
