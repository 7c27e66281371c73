import { Link } from 'react-router-dom';
import { breadcrumb, PageBanner, routes, type RouteKey } from '@radix/site-kit';
import { RouteMeta } from '../layout/route-meta';

const suggestions: readonly RouteKey[] = ['home', 'products', 'services', 'about', 'contact'];

export function NotFoundPage() {
  return (
    <>
      <RouteMeta title="Page not found" description="The page you asked for does not exist on this site." />
      <PageBanner
        title="Page not found"
        summary="Sorry, the page you asked for does not exist. It may have moved, or the address may be mistyped."
        crumbs={breadcrumb({ label: 'Page not found' })}
      />
      <section className="site-section">
        <div className="container">
          <h2 className="h4">Where would you like to go?</h2>
          <ul className="not-found__links">
            {suggestions.map((key) => (
              <li key={key}>
                <Link to={routes[key].path}>{routes[key].label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
