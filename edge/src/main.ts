/**
 * The worker's module, as workerd runs it and `wrangler deploy` uploads it (`bundle-worker.mjs`):
 * the edge (`worker.ts`) over the data centre's Cache API.
 */
import { createEdge } from './worker';

export default createEdge({ cache: () => caches.default });
