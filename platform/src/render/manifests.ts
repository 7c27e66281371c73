import type { RemoteId, RemoteName } from '@radix/site-kit/contracts';
import { nodeRemoteEntry } from '@radix/site-kit/build-outputs';
import { parseManifest, type FederationManifest } from '../site/federation-manifest';
import { RenderError } from './render-error';

/** A remote's manifest and the URL its files resolve against. */
export interface FetchedManifest {
  manifest: FederationManifest;
  base: string;
}

/**
 * Fetches a remote's manifest and checks that its Node entry answers: the federation runtime would
 * run a 404 page as script ("Unexpected identifier").
 */
export async function fetchManifest(name: RemoteName, url: string): Promise<FetchedManifest> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new RenderError(`remote "${name}": its manifest ${url} cannot be fetched (${(error as Error).message})`);
  }
  if (!response.ok) throw new RenderError(`remote "${name}": its manifest ${url} answered ${response.status}`);
  let manifest: FederationManifest;
  try {
    manifest = parseManifest(await response.text(), url);
  } catch (error) {
    throw new RenderError(`remote "${name}": ${(error as Error).message}`);
  }
  const publicPath = manifest.metaData.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', url).href : new URL(publicPath, url).href;
  const nodeEntry = new URL(manifest.metaData.ssrRemoteEntry?.name ?? nodeRemoteEntry, base).href;
  const entry = await fetch(nodeEntry, { method: 'HEAD' }).catch(() => undefined);
  if (!entry?.ok) {
    throw new RenderError(`remote "${name}": its Node entry ${nodeEntry} answered ${entry?.status ?? 'nothing'}`);
  }
  return { manifest, base };
}

/** The style sheets and the first scripts of the given remote modules, as absolute URLs. */
export function assetsOf(
  ids: readonly RemoteId[],
  manifests: ReadonlyMap<RemoteName, FetchedManifest>,
): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const id of ids) {
    const [remote, module] = id.split('/') as [RemoteName, string];
    const entry = manifests.get(remote);
    const expose = entry?.manifest.exposes.find((candidate) => candidate.name === module);
    if (!entry || !expose) throw new RenderError(`remote "${remote}": its manifest does not expose ${module}`);
    const url = (file: string) => new URL(file, entry.base).href;
    [...expose.assets.css.sync, ...expose.assets.css.async].forEach((file) => styles.add(url(file)));
    expose.assets.js.sync.forEach((file) => scripts.add(url(file)));
  }
  return { styles: [...styles], scripts: [...scripts] };
}
