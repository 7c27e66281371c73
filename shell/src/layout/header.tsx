import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { routes } from '@radix/site-kit';
import { Logo } from './logo';
import { headerLinks } from './navigation';

/**
 * The site header. On small screens the menu is a popover its toggle opens and closes by itself,
 * without script: it works from the first paint, before the page is hydrated, and the browser
 * gives the toggle its expanded state. A link followed inside the app closes it again.
 */
export function Header() {
  const menu = useRef<HTMLDivElement>(null);
  const collapse = () => menu.current?.hidePopover();
  return (
    <header className="site-header">
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <nav className="navbar navbar-expand-lg" aria-label="Main">
        <div className="container">
          <Link className="navbar-brand" to={routes.home.path} onClick={collapse}>
            <Logo />
          </Link>
          <button className="navbar-toggler" type="button" popoverTarget="main-menu" aria-label="Menu">
            <span className="navbar-toggler-icon" aria-hidden="true" />
          </button>
          <div id="main-menu" ref={menu} popover="auto" className="navbar-collapse site-menu">
            <ul className="navbar-nav ms-auto">
              {headerLinks().map(({ key, to, label }) => (
                <li className="nav-item" key={key}>
                  <NavLink className="nav-link" to={to} onClick={collapse}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
