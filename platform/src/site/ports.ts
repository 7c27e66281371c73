/** Offsets from the shell's port at which the platform's servers put each remote (8080 → 8081 …). */
export const servePortOffsets = { products: 1, services: 2, forms: 3, legal: 4 } as const;

/** Offset of the preview origin, where the candidate of the last deploy can be browsed whole (8080 → 8085). */
export const previewPortOffset = 5;
