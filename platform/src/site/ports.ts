import { portOffsets, remoteNames } from '@radix/site-kit/contracts';

const offsets = portOffsets(remoteNames);

/** Offsets from the shell's port at which the platform's servers put each remote (8080 → 8081 …). */
export const servePortOffsets = offsets.remotes;

/** Offset of the preview origin, where the candidate of the last deploy can be browsed whole (8080 → 8085). */
export const previewPortOffset = offsets.next;
