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
export { activateRelease, currentLink, prepareRelease, pruneReleases } from './release/deploy-remote';
export { deployableDir, root, type Deployable } from './site/deployables';
export { pageFile } from './site/pages';
export { compiledCondition } from './site/compiled';
