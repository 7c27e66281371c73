import { isPartRoutes, type PartRoutes } from './route-table';

/**
 * The version of the contract between the shell and the remotes: the modules each remote exposes
 * and their props (`contracts.ts`), and the islands module that the shell's loader, the shell and
 * the remotes share, with the modules it imports (`islands/`: the attribute an island carries and
 * its states, the input held and when it is replayed, when an island hydrates). Every build records
 * the version it was built against in its `release-info.json`; a deploy refuses a remote whose version differs from the live shell's, and a
 * shell whose version differs from a live remote's. A change of either file that breaks a side (a
 * module renamed or removed, a prop a side must pass, an attribute renamed, an event no longer held)
 * bumps it.
 */
export const contractVersion = 4;

/** The files of the contract, in `src/`, in the order their digest reads them. */
export const contractFiles = [
  'contracts.ts',
  'islands/protocol.ts',
  'islands/hold-input.ts',
  'islands/island.tsx',
  'islands/static-part.tsx',
  'islands/wake/index.ts',
  'islands/wake/used.ts',
  'islands/wake/visible.ts',
  'islands/wake/deadline.ts',
  'islands/arriving-page.ts',
  'hooks/use-hydrated.ts',
  'paint-timing.ts',
] as const;

/**
 * The first 16 hex digits of the SHA-256 of the contract's files when `contractVersion` was last
 * decided on. A test compares it with the files, so that no change of the contract goes by without
 * that decision: bump the version if the change breaks a side, then record the new digest.
 */
export const contractDigest = 'd216d79aa4a1dea4';

/** What every build writes beside its files (`release-info.json`) for the platform's deploy checks. */
export interface ReleaseInfo {
  /** The deployable: `shell` or a remote's name. */
  name: string;
  contractVersion: number;
  /** The routes the deployable draws, as its package declares them. */
  routes: PartRoutes;
}

/** Whether a parsed `release-info.json` has the fields a deploy reads. */
export function isReleaseInfo(value: unknown): value is ReleaseInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'contractVersion' in value &&
    Number.isInteger(value.contractVersion) &&
    'routes' in value &&
    isPartRoutes(value.routes)
  );
}
