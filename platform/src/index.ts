/**
 * The platform as a library, for the repository's tools and tests (the audit, screenshots, the
 * browser tests): the site's Node server, the release folders and the page files.
 */
export {
  serveSite,
  defaultTimeouts,
  type ServeOptions,
  type ServedSite,
  type ServerTimeouts,
} from './server/site-server';
export { serveBuilds } from './server/serve-builds';
export { chromiumArgs, chromiumPath } from './release/chromium';
export {
  deploy,
  promote,
  rollback,
  deployCurrentBuilds,
  ensureLive,
  buildFolders,
  DeployRefused,
  type ReleaseContext,
} from './release/deploy';
export { FolderStore, type SiteStore } from './release/store';
export { layout } from './release/layout';
export { listReleases } from './release/releases';
export { pointedSite, readHistory, type SiteRelease } from './release/site-releases';
export { hostingFor, type Hosting } from './site/hosting';
export { deployableDir, root, type Deployable } from './site/deployables';
export { pageFile } from './site/pages';
export { compiledCondition } from './site/compiled';
