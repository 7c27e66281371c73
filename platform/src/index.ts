/**
 * The platform as a library, for the repository's tools and tests (the audit, screenshots, the
 * browser tests): the site's Node server, the release folders and the page files. What the edge
 * worker shares with it (the layout, records, headers, preview tokens) is `@radix/release-model`.
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
export { islandsToPointAt, pointAtWaitingIslands } from './release/browser-check';
export { deploy, deployParts } from './release/deploy';
export { promote } from './release/promote';
export { rollback } from './release/rollback';
export { deployCurrentBuilds, ensureLive, ensureLiveOn } from './release/first-start';
export { releasesReport } from './release/report';
export { buildFolders, DeployRefused, type ReleaseContext } from './release/release-context';
export { ReleaseRefusal, type SiteStore } from './release/store';
export { FolderStore, layout } from './release/folder-store';
export { BucketStore } from './release/bucket-store';
export { formatBucketAddress, parseBucketAddress, type BucketAddress } from './release/bucket-address';
export { storeFromEnv } from './release/open-store';
export { listPreviews, readPreview } from './release/preview-record';
export { closePreview } from './release/named-previews';
export { listReleases, liveCommits } from './release/releases';
export { pointedSite, readHistory, type SiteRelease } from './release/site-releases';
export { edgeOrigins, hostingFor, type Hosting, type Origins } from './site/hosting';
export { deployableDir, root } from './site/deployables';
export { siteReleaseMeta } from './render/compose-page';
export { compiledCondition } from './site/compiled';
export { parseManifestStats, type FederationStats } from './site/federation-manifest';
export { readShellBuild, type ShellBuildFiles } from './render/shell-build';
export { localEdgeDatabaseFile, pageViewsIn } from './local-edge/read-page-views';
