import { screen, within } from '@testing-library/react';
import { productKeys, routes } from '@radix/site-kit';
import { renderAt } from '@radix/tooling/testing';
import { ProductsPage } from '../components/products-page';

describe('the products page', () => {
  it('shows five product cards, each with an image, a description and Read More to its page', () => {
    renderAt(<ProductsPage />, routes.products.path);
    expect(screen.getByRole('heading', { level: 1, name: routes.products.title })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: /web-based software/i });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(5);
    cards.forEach((card, index) => {
      const key = productKeys[index]!;
      expect(within(card).getByRole('heading', { level: 3, name: routes[key].label })).toBeInTheDocument();
      expect(card.querySelector('img[width][height]')).not.toBeNull();
      expect(within(card).getByRole('link', { name: `Read More about ${routes[key].label}` })).toHaveAttribute(
        'href',
        routes[key].path,
      );
    });
  });

  it('leads to the product inquiry page', () => {
    renderAt(<ProductsPage />, routes.products.path);
    expect(screen.getByRole('link', { name: 'Send a product inquiry' })).toHaveAttribute(
      'href',
      routes.productInquiry.path,
    );
  });
});
