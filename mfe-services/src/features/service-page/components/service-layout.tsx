import { Suspense } from 'react';
import { breadcrumb, PageBanner, routes, StaticPart } from '@radix/site-kit';
import { servicePageOf, type ServicePageKey } from '../../../routes';
import { HelpBox } from './help-box';
import { ServiceContent } from './service-content';
import { SideMenu } from './side-menu';

function ContentLoading() {
  return (
    <div className="svc-loading" role="status">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span className="ms-2">Loading this page…</span>
    </div>
  );
}

/** A service page: banner with breadcrumb, the page's story, and beside it the side menu and help box: text and links that stay the server's HTML. */
export function ServiceLayout({ service }: { service: ServicePageKey }) {
  const route = servicePageOf(service);
  const crumbs = [...breadcrumb('services').slice(0, -1), { label: routes.services.label, to: routes.services.path }];
  return (
    <>
      <PageBanner title={route.title} summary={route.description} crumbs={[...crumbs, { label: route.label }]} />
      <StaticPart>
        <div className="container svc-page">
          <div className="row g-4 g-xl-5">
            <div className="col-lg-8">
              <Suspense fallback={<ContentLoading />}>
                <ServiceContent service={service} />
              </Suspense>
            </div>
            <div className="col-lg-4">
              <div className="svc-aside">
                <SideMenu current={service} />
                <HelpBox />
              </div>
            </div>
          </div>
        </div>
      </StaticPart>
    </>
  );
}
