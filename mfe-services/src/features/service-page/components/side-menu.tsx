import { Link } from 'react-router-dom';
import { routes, serviceKeys, type ServiceKey } from '@radix/site-kit';

/** Every service page in side-menu order, the current one marked as the current page. */
export function SideMenu({ current }: { current: ServiceKey }) {
  return (
    <nav className="site-card svc-side-menu" aria-labelledby="svc-side-menu-title">
      <h2 id="svc-side-menu-title" className="svc-aside__title">
        All services
      </h2>
      <ul className="list-unstyled mb-0">
        {serviceKeys.map((key) => (
          <li key={key}>
            <Link
              to={routes[key].path}
              className="svc-side-menu__link"
              aria-current={key === current ? 'page' : undefined}
            >
              {routes[key].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
