/**
 * The version of the contract between the shell and the remotes (`contracts.ts`: the modules each
 * remote exposes and their props). Every build records the version it was built against in its
 * `release-info.json`; a deploy refuses a remote whose version differs from the live shell's, and a
 * shell whose version differs from a live remote's. A change of `contracts.ts` that breaks either
 * side (a module renamed or removed, a prop added that a side must pass) bumps it.
 */
export const contractVersion = 1;

/**
 * The first 16 hex digits of the SHA-256 of `contracts.ts` when `contractVersion` was last decided
 * on. A test compares it with the file, so that no change of the contract goes by without that
 * decision: bump the version if the change breaks a side, then record the new digest.
 */
export const contractDigest = '692ae0beca6371f6';

/** What every build writes beside its files (`release-info.json`) for the platform's deploy checks. */
export interface ReleaseInfo {
  /** The deployable: `shell` or a remote's name. */
  name: string;
  contractVersion: number;
}

/** Whether a parsed `release-info.json` has the fields a deploy reads. */
export function isReleaseInfo(value: unknown): value is ReleaseInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'contractVersion' in value &&
    Number.isInteger(value.contractVersion)
  );
}
