/** What the notice says when a submission kept on this device was sent, refused or dropped. */
export type Delivery = 'sent' | 'refused' | 'expired';

/** How long this device keeps a submission it could not send: a kept submission older than this is removed. */
export const savedForDays = 7;

/** When a submission was saved on this device, as the visitor is told: `28 November at 14:05`. */
export function savedWhen(savedAt: number): string {
  const date = new Date(savedAt);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${day} at ${time}`;
}

/** A notice's text; `email`: the company e-mail follows it as a link; `givesBack`: what was typed comes back. */
export interface DeliveryNotice {
  text: string;
  email: boolean;
  givesBack: boolean;
}

export function deliveryNotice(delivery: Delivery, label: string, savedAt: number): DeliveryNotice {
  const what = `Your ${label} saved on this device on ${savedWhen(savedAt)}`;
  switch (delivery) {
    case 'sent':
      return { text: `${what} has now been sent. Thank you.`, email: false, givesBack: false };
    case 'refused':
      return {
        text: `${what} was not accepted by our server, so it was removed from this device.`,
        email: true,
        givesBack: true,
      };
    case 'expired':
      return {
        text: `${what} could not be sent within ${savedForDays} days, so it was removed from this device.`,
        email: true,
        givesBack: true,
      };
  }
}

/** After a notice that gives back what was typed, on a page without the form it came from; the e-mail follows. */
export const givenBackOnPage = 'Here is what you typed, to send it again or to write to us at';

/** After a notice that says a submission left the device unsent, when what was typed is not known; the e-mail follows. */
export const sendAgain = 'Please send it again, or write to us at';

export const dismissLabel = 'Dismiss';
