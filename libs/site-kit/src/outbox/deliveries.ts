import { deliveryNotice, type Delivery, type DeliveryNotice as Notice } from './content';
import type { OutboxEntry } from './device';
import { showNotice } from './notice';
import type { Typed } from './request';

export type DeliveryListener = (key: string, delivery: Delivery, notice: Notice, typed?: Typed) => void;

interface DeliveryMessage {
  key: string;
  delivery: Delivery;
  notice: Notice;
  typed?: Typed;
}

const channelName = 'radix-outbox';

/**
 * What became of submissions that left the device, told to the listeners of this page and, through a
 * `BroadcastChannel`, of the site's other tabs.
 */
export class Deliveries {
  private readonly listeners = new Set<DeliveryListener>();
  private channel?: BroadcastChannel;

  private tell({ key, delivery, notice, typed }: DeliveryMessage): void {
    this.listeners.forEach((listener) => listener(key, delivery, notice, typed));
  }

  /** Hears the other tabs from now on. */
  open(): void {
    if (this.channel || typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(channelName);
    this.channel.onmessage = ({ data }: MessageEvent<DeliveryMessage>) => this.tell(data);
  }

  listen(listener: DeliveryListener): () => void {
    this.open();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the forms that watch the entry, here and in other tabs; a page without one shows a notice. */
  report(entry: OutboxEntry, delivery: Delivery): void {
    const { key, label, typed } = entry.request;
    const message = { key, delivery, notice: deliveryNotice(delivery, label, entry.savedAt), typed };
    this.tell(message);
    this.channel?.postMessage(message);
    if (!document.querySelector(`[data-outbox-key="${key}"]`)) showNotice(message.notice, typed);
  }

  close(): void {
    this.channel?.close();
    this.channel = undefined;
  }
}
