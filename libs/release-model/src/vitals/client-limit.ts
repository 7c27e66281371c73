/**
 * A limit of beacons per client and minute, kept in the isolate: at most `clients` clients are
 * remembered (the oldest forgotten first), so its memory is bounded whatever the traffic. A client is
 * what the caller names (the network of its address: `clientOf`), known by a hash of it salted per
 * isolate, which is never stored.
 */
export class ClientLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();
  /** Made at the first request: the Workers runtime allows no random values at an isolate's start. */
  private salt: string | undefined;

  constructor(
    private readonly perWindow = 30,
    private readonly windowMs = 60_000,
    private readonly clients = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a request from `client` is within the limit; counts it. */
  async allows(client: string): Promise<boolean> {
    const key = await this.keyOf(client);
    const at = this.now();
    const known = this.windows.get(key);
    const window = known && at - known.start < this.windowMs ? known : { start: at, count: 0 };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.clients) this.windows.delete(this.windows.keys().next().value as string);
    return window.count <= this.perWindow;
  }

  /** How many clients are remembered. */
  get size(): number {
    return this.windows.size;
  }

  private async keyOf(client: string): Promise<string> {
    this.salt ??= crypto.getRandomValues(new Uint8Array(16)).join('.');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${this.salt}|${client}`));
    return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 12)));
  }
}
