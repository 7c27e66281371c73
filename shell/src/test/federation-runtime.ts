/**
 * Jest stand-in for the federation runtime: `loadRemote('legal/TermsPage')` imports the remote's
 * real source (mapped in jest.config.ts); `blockRemote` makes a remote unreachable, as when it is down.
 */
const blocked = new Set<string>();
export const registered: { name: string; entry: string }[] = [];

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registered.push(...remotes);
}

export async function loadRemote<T>(id: string): Promise<T> {
  const name = id.split('/')[0] ?? '';
  if (blocked.has(name)) throw new Error(`[ Federation Runtime ]: RUNTIME-003 failed to fetch ${name}`);
  return (await import(id)) as T;
}

export function blockRemote(name: string): void {
  blocked.add(name);
}

export function unblockRemote(name: string): void {
  blocked.delete(name);
}
