import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { routes } from '@radix/site-kit';
import { Logo } from './logo';
import { headerLinks, linkTo } from './navigation';

export function Header() {
  const [expanded, setExpanded] = useState(false);
  const collapse = () => setExpanded(false);
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
          <button
            className="navbar-toggler"
            type="button"
            aria-controls="main-menu"
            aria-expanded={expanded}
            aria-label={expanded ? 'Close menu' : 'Open menu'}
            onClick={() => setExpanded((open) => !open)}
          >
            <span className="navbar-toggler-icon" aria-hidden="true" />
          </button>
          <div id="main-menu" className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
            <ul className="navbar-nav ms-auto">
              {headerLinks.map((key) => {
                const { to, label } = linkTo(key);
                return (
                  <li className="nav-item" key={key}>
                    <NavLink className="nav-link" to={to} onClick={collapse}>
                      {label}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
