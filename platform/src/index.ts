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
export { chromiumArgs, chromiumPath } from './release/plan/chromium';
export { islandsToPointAt, pointAtWaitingIslands, routeReachedAt } from './release/plan/browser-check';
export { reachedAtFrom, reachedUrl, type ReachedAt } from './site/reached-at';
export { deploy, deployParts } from './release/commands/deploy';
export { promote } from './release/commands/promote';
export { rollback } from './release/commands/rollback';
export { deployCurrentBuilds, ensureLive, ensureLiveOn } from './release/commands/first-start';
export { releasesReport } from './release/commands/report';
export { DeployRefused, releaseContext, type ReleaseContext, type ReleaseSettings } from './release/context';
export { ReleaseRefusal, type SiteStore } from './release/store/store';
export { FolderStore, layout } from './release/store/folder-store';
export { BucketStore } from './release/store/bucket-store';
export {
  formatBucketAddress,
  onThisMachine,
  localBucketCredentials,
  localPreviewsCredentials,
  parseBucketAddress,
  type BucketAddress,
} from './release/store/bucket-address';
export { namedPreviewStore, previewStoreFromEnv, storeFromEnv } from './release/store/open-store';
export { OverlayStore } from './release/store/overlay-store';
export { restoreSnapshot, SnapshotStore, takeSnapshot } from './release/store/snapshot-store';
export {
  applyPlan,
  type DeployPlan,
  planObjectPath,
  planObjectsAtMost,
  type PlanSummary,
  readPlan,
  readPlanSummary,
  writePlan,
} from './release/records/deploy-plan';
export {
  applyLivePlan,
  type LivePlan,
  type LivePlanSummary,
  readLivePlan,
  writeLivePlan,
} from './release/records/live-plan';
export { listPreviews, readPreview } from './release/records/preview-record';
export { closePreview } from './release/commands/named-previews';
export { namedPreviewLink } from './release/apply/previews';
export { listReleases, liveCommits } from './release/records/releases';
export { liveSite, pointedSite, readHistory, type SiteRelease } from './release/records/site-releases';
export { edgeOrigins, hostingFor, type Hosting, type Origins } from './site/hosting';
export { freePort, type LocalEdge, startLocalEdge, workerBundle } from './local-edge/local-edge';
export { buildFolders, deployableDir, root } from './site/deployables';
export { siteReleaseMeta } from './render/compose-page';
export { compiledCondition } from './site/compiled';
export { parseManifestStats, type FederationStats } from './site/federation-manifest';
export { readShellBuild, type ShellBuildFiles } from './render/shell-build';
export { localEdgeDatabaseFile, pageViewsIn } from './local-edge/read-page-views';
export { openSqlite } from './local-edge/sqlite-database';
