/** Offsets from the shell's port at which the platform's servers put each remote (8080 → 8081 …). */
export const servePortOffsets = { products: 1, services: 2, forms: 3, legal: 4 } as const;
