import { use } from 'react';
import type { ServicePageKey } from '../../../routes';
import { loadServiceContent } from '../content/load-service-content';
import { ServiceStory } from './service-story';

/** Suspends until the page's copy has arrived, then tells its story. */
export function ServiceContent({ service }: { service: ServicePageKey }) {
  const content = use(loadServiceContent(service));
  return <ServiceStory content={content} />;
}
