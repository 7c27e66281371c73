/**
 * A port of the browser tests, moved by `E2E_PORT_SHIFT` (default 0) so that two checkouts on one
 * machine can run their tests at once (a shift of 1000 apart: each server takes its next ports too).
 */
export const testPort = (base: number) => base + Number(process.env.E2E_PORT_SHIFT ?? 0);
