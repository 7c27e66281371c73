import { Link } from 'react-router-dom';

/** One step of a breadcrumb; the last one (the current page) has no `to`. */
export interface Crumb {
  label: string;
  to?: string;
}

export interface PageBannerProps {
  title: string;
  summary?: string;
  crumbs: readonly Crumb[];
}

/** The banner every inner page opens with: title, one-line summary and breadcrumb. */
export function PageBanner({ title, summary, crumbs }: PageBannerProps) {
  return (
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
  );
}
