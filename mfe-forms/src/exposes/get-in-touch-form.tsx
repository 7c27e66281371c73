import type { RemoteModules } from '@radix/site-kit';
import { GetInTouchForm } from '../features/get-in-touch/components/get-in-touch-form';

export default GetInTouchForm satisfies RemoteModules['forms/GetInTouchForm'];
