import type { RemoteModules } from '@radix/site-kit';
import { SubscribeForm } from '../features/subscribe/components/subscribe-form';

export default SubscribeForm satisfies RemoteModules['forms/SubscribeForm'];
