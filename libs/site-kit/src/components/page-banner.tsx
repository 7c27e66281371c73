import { Link } from 'react-router-dom';
import { StaticPart } from '../islands/static-part';
import { routeTrail, routes, type RouteKey } from '../routes';

/** One step of a breadcrumb; the last one (the current page) has no `to`. */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The breadcrumb of a route's page, from home down to it; or of a page outside the route table
 * (`{ label }`), under home.
 */
export function breadcrumb(page: RouteKey | { label: string }): Crumb[] {
  const ancestors = typeof page === 'string' ? routeTrail(page).slice(0, -1) : (['home'] as const);
  const label = typeof page === 'string' ? routes[page].label : page.label;
  return [...ancestors.map((key) => ({ label: routes[key].label, to: routes[key].path })), { label }];
}

export interface PageBannerProps {
  title: string;
  summary?: string;
  crumbs: readonly Crumb[];
}

/** The banner every inner page opens with: title, one-line summary and breadcrumb. */
export function PageBanner({ title, summary, crumbs }: PageBannerProps) {
  return (
    <StaticPart>
      <header className="page-banner">
        <div className="container">
          <nav aria-label="Breadcrumb">
            <ol className="breadcrumb">
              {crumbs.map((crumb) =>
                crumb.to ? (
                  <li className="breadcrumb-item" key={crumb.label}>
                    <Link to={crumb.to}>{crumb.label}</Link>
                  </li>
                ) : (
                  <li className="breadcrumb-item active" aria-current="page" key={crumb.label}>
                    {crumb.label}
                  </li>
                ),
              )}
            </ol>
          </nav>
          <h1 className="page-banner__title">{title}</h1>
          {summary && <p className="page-banner__summary">{summary}</p>}
        </div>
      </header>
    </StaticPart>
  );
}
