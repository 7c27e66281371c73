import type { ExposeKey } from '@radix/site-kit/contracts';
import { devPorts } from '@radix/tooling/src/ports';

export const federation = {
  name: 'forms',
  port: devPorts.forms,
  exposes: {
    './GetInTouchForm': './src/exposes/get-in-touch-form.tsx',
    './ProductInquiryForm': './src/exposes/product-inquiry-form.tsx',
    './SubscribeForm': './src/exposes/subscribe-form.tsx',
  } satisfies Record<ExposeKey<'forms'>, string>,
};
