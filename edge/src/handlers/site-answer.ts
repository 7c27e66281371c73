import type { SiteRelease } from '@radix/release-model';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import type { Rehost } from './preview-origin';

/** What a request for a page or a file at the site's root is answered from. */
export interface SiteAnswer {
  id: string;
  site: SiteRelease;
  config: RuntimeConfigFile;
  headers: Record<string, string>;
  origin: string;
  /** On a preview host: where its release files are named (`preview-origin.ts`). */
  rehost?: Rehost;
}
