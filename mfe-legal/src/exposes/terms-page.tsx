import { PageBanner, routes, type RemoteModules } from '@radix/site-kit';

function TermsPage() {
  return (
    <PageBanner
      title={routes.terms.title}
      summary={routes.terms.description}
      crumbs={[{ label: 'Home', to: routes.home.path }, { label: routes.terms.label }]}
    />
  );
}

export default TermsPage satisfies RemoteModules['legal/TermsPage'];
