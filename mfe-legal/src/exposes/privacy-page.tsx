import { PageBanner, routes, type RemoteModules } from '@radix/site-kit';

function PrivacyPage() {
  return (
    <PageBanner
      title={routes.privacy.title}
      summary={routes.privacy.description}
      crumbs={[{ label: 'Home', to: routes.home.path }, { label: routes.privacy.label }]}
    />
  );
}

export default PrivacyPage satisfies RemoteModules['legal/PrivacyPage'];
