import { Link } from 'react-router-dom';
import { servicePages, type ServicePageKey } from '../../../routes';

/** Every service page in side-menu order, the current one marked as the current page. */
export function SideMenu({ current }: { current: ServicePageKey }) {
  return (
    <nav className="site-card svc-side-menu" aria-labelledby="svc-side-menu-title">
      <h2 id="svc-side-menu-title" className="svc-aside__title">
        All services
      </h2>
      <ul className="list-unstyled mb-0">
        {servicePages.map(({ key, path, label }) => (
          <li key={key}>
            <Link to={path} className="svc-side-menu__link" aria-current={key === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
