import { Link } from 'react-router-dom';
import { productKeys, routes, type RemoteModules } from '@radix/site-kit';

function ProductSlider() {
  return (
    <section aria-labelledby="our-products">
      <h2 id="our-products">OUR PRODUCTS</h2>
      <ul>
        {productKeys.map((key) => (
          <li key={key}>
            <Link to={routes[key].path}>{routes[key].label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default ProductSlider satisfies RemoteModules['products/ProductSlider'];
