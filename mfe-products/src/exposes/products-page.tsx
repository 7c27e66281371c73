import { Link } from 'react-router-dom';
import { PageBanner, productKeys, routes, type RemoteModules } from '@radix/site-kit';

function ProductsPage() {
  return (
    <>
      <PageBanner
        title={routes.products.title}
        summary={routes.products.description}
        crumbs={[{ label: 'Home', to: routes.home.path }, { label: routes.products.label }]}
      />
      <ul className="container py-5">
        {productKeys.map((key) => (
          <li key={key}>
            <Link to={routes[key].path}>{routes[key].label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default ProductsPage satisfies RemoteModules['products/ProductsPage'];
