import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Canary, Pointer } from '@radix/release-model';
import { ReleaseRefusal, type LetGo, type PointerState, type SiteStore } from './store';

/**
 * Named previews' store: what a pull request's preview writes goes to a bucket of its own (`top`,
 * `PREVIEW_STORE`), and what it is composed with is read from production (`base`, `SITE_STORE`, or a
 * snapshot of it) without ever being written. A key is read from `top` first, then from `base`; a
 * listing is both; a tree is `base`'s with `top`'s files over it (a live release, and the marks a
 * preview's gate wrote beside it). Production's pointers and history are read, never moved: a
 * named preview switches nothing.
 */
export class OverlayStore implements SiteStore {
  readonly address: string;

  constructor(
    readonly base: SiteStore,
    readonly top: SiteStore,
  ) {
    this.address = top.address;
  }

  async readText(key: string): Promise<string | undefined> {
    return (await this.top.readText(key)) ?? (await this.base.readText(key));
  }

  async readTexts(keys: readonly string[]): Promise<(string | undefined)[]> {
    const [top, base] = await Promise.all([this.top.readTexts(keys), this.base.readTexts(keys)]);
    return keys.map((_, index) => top[index] ?? base[index]);
  }

  async list(prefix: string): Promise<string[]> {
    const [top, base] = await Promise.all([this.top.list(prefix), this.base.list(prefix)]);
    return [...new Set([...base, ...top])].sort();
  }

  async fetchTree(key: string, into: string, only?: (file: string) => boolean): Promise<void> {
    await this.base.fetchTree(key, into, only);
    await this.top.fetchTree(key, into, only);
  }

  putTree(finished: string, key: string, marker: string): Promise<void> {
    return this.top.putTree(finished, key, marker);
  }

  putMissing(keys: readonly string[], text: string): Promise<void> {
    return this.top.putMissing(keys, text);
  }

  putFile(key: string, text: string): Promise<void> {
    return this.top.putFile(key, text);
  }

  pointer(pointer: Pointer): Promise<PointerState | undefined> {
    return this.base.pointer(pointer);
  }

  setPointer(pointer: Pointer, _siteId: string, _expected?: PointerState | null, _canary?: Canary): Promise<void> {
    return Promise.reject(
      new ReleaseRefusal(`a named preview moves no pointer: ${pointer} of ${this.base.address} is production's`),
    );
  }

  appendHistory(): Promise<void> {
    return Promise.reject(new ReleaseRefusal(`a named preview writes no history of ${this.base.address}`));
  }

  history(): Promise<string[]> {
    return this.base.history();
  }

  remove(key: string): Promise<void> {
    return this.top.remove(key);
  }

  /**
   * Copies the tree `key` from `base` into `top` when `top` lacks its `marker`: a named preview whose
   * candidate is a site release production holds already (the same builds as live) is then served
   * from the previews' bucket alone, as every named preview is.
   */
  async adoptTree(key: string, marker: string): Promise<void> {
    if ((await this.top.readText(`${key}/${marker}`)) !== undefined) return;
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-adopt-'));
    try {
      await this.base.fetchTree(key, copy);
      await this.top.putTree(copy, key, marker);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }

  lock(): Promise<LetGo> {
    return this.top.lock();
  }

  takeOver(): Promise<{ ended: string; letGo: LetGo }> {
    return this.top.takeOver();
  }
}
