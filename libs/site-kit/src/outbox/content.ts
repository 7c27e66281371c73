/** What the notice says when a submission kept on this device was sent, refused or dropped. */
export type Delivery = 'sent' | 'refused' | 'expired';

const savedOn = (savedAt: number) => new Date(savedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' });

/** A notice's text; `email`: the company e-mail follows it as a link. */
export interface DeliveryNotice {
  text: string;
  email: boolean;
}

export function deliveryNotice(delivery: Delivery, label: string, savedAt: number): DeliveryNotice {
  const what = `Your ${label} saved on this device on ${savedOn(savedAt)}`;
  switch (delivery) {
    case 'sent':
      return { text: `${what} has now been sent. Thank you.`, email: false };
    case 'refused':
      return { text: `${what} was not accepted by our server. Please send it again, or write to us at`, email: true };
    case 'expired':
      return {
        text: `${what} could not be sent within 7 days, so it was removed from this device. Please send it again, or write to us at`,
        email: true,
      };
  }
}

export const dismissLabel = 'Dismiss';
