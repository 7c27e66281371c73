import type { ComponentType, ReactNode } from 'react';
import type { ProductKey } from '@radix/site-kit';
import { HostingPlans } from '../../../mfe-services/src/features/web-hosting/components/hosting-plans';
import { ServiceStory } from '../../../mfe-services/src/features/service-page/components/service-story';
import type { HostingPlansContent, ServiceContent } from '../../../mfe-services/content/schemas';
import { ProductSections } from '../../../mfe-products/src/features/product-page/components/product-sections';
import type { ProductContent } from '../../../mfe-products/content/schemas';
import { LegalPage } from '../../../mfe-legal/src/components/legal-page';
import { withFacts } from '../../../mfe-legal/src/content/legal-facts';
import type { LegalDocument } from '../../../mfe-legal/src/content/types';
import type { LegalDocumentContent } from '../../../mfe-legal/content/schemas';
import { entryData, withIconUrls, type PreviewEntry } from './entry-data';
import { PreviewFrame } from './preview-frame';

/** The files drawn with a part's page layout: the service pages, the products in the common layout, the legal pages (by route). */
export interface PreviewFiles {
  servicePages: string[];
  productPages: ProductKey[];
  legalPages: LegalDocument['route'][];
}

/** The props Decap gives a preview template that these read. */
export interface PreviewProps {
  entry: PreviewEntry;
}

const iconBase = () => window.location.href;

/** A services file's preview: the part's component inside a service page's column, its icons served by the editor. */
function servicesPreview<T>(draw: (content: T) => ReactNode) {
  return function ServicesPreview({ entry }: PreviewProps) {
    const content = withIconUrls(entryData<T>(entry), iconBase());
    return (
      <PreviewFrame entryKey={content}>
        <div className="container py-4 svc-page">{draw(content)}</div>
      </PreviewFrame>
    );
  };
}

const HostingPlansPreview = servicesPreview<HostingPlansContent>((content) => <HostingPlans content={content} />);
const ServicePagePreview = servicesPreview<ServiceContent>((content) => <ServiceStory content={content} />);

function productPreview(product: ProductKey) {
  return function ProductPagePreview({ entry }: PreviewProps) {
    const content = entryData<ProductContent>(entry);
    return (
      <PreviewFrame entryKey={content}>
        <div className="prd-body">
          <ProductSections product={product} content={content} />
        </div>
      </PreviewFrame>
    );
  };
}

/** A legal page as its route draws it: banner, the slides at a glance, the text, each `{fact}` filled in as the build does. */
function legalPreview(route: LegalDocument['route']) {
  return function LegalPagePreview({ entry }: PreviewProps) {
    const content = entryData<LegalDocumentContent>(entry);
    return (
      <PreviewFrame entryKey={content}>
        <LegalPage document={{ route, ...withFacts(content) }} />
      </PreviewFrame>
    );
  };
}

/**
 * The preview template of each file, by the file's name in its collection (Decap looks a file
 * collection's template up by file name): drawn with the part's own components.
 */
export function previewTemplates(files: PreviewFiles): Record<string, ComponentType<PreviewProps>> {
  return {
    'hosting-plans': HostingPlansPreview,
    ...Object.fromEntries(files.servicePages.map((name) => [name, ServicePagePreview])),
    ...Object.fromEntries(files.productPages.map((product) => [product, productPreview(product)])),
    ...Object.fromEntries(files.legalPages.map((route) => [route, legalPreview(route)])),
  };
}
