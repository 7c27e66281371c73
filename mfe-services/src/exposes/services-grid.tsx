import { Link } from 'react-router-dom';
import { routes, serviceKeys, type RemoteModules } from '@radix/site-kit';

function ServicesGrid() {
  return (
    <ul>
      {serviceKeys.map((key) => (
        <li key={key}>
          <Link to={routes[key].path}>{routes[key].label}</Link>
        </li>
      ))}
    </ul>
  );
}

export default ServicesGrid satisfies RemoteModules['services/ServicesGrid'];
