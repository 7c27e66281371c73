import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { breadcrumb, PageBanner } from '../components/page-banner';

it('shows the title, summary and a breadcrumb whose last step is the current page', () => {
  render(
    <MemoryRouter>
      <PageBanner
        title="Leave management software"
        summary="Leave, simply."
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Products', to: '/products' }, { label: 'Leave' }]}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Leave management software' })).toBeInTheDocument();
  expect(screen.getByText('Leave, simply.')).toBeInTheDocument();
  const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  expect(crumbs.getByText('Leave')).toHaveAttribute('aria-current', 'page');
});

describe('breadcrumb', () => {
  it('leads from home through the section to a product or service page', () => {
    expect(breadcrumb('leave')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Products', to: '/products' },
      { label: 'Leave Management' },
    ]);
    expect(breadcrumb('seo')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Services', to: '/services' },
      { label: 'Search Engine Optimization' },
    ]);
  });

  it('puts every other page, and one outside the route table, under home', () => {
    expect(breadcrumb('privacy')).toEqual([{ label: 'Home', to: '/' }, { label: 'Privacy Policy' }]);
    expect(breadcrumb('services')).toEqual([{ label: 'Home', to: '/' }, { label: 'Services' }]);
    expect(breadcrumb({ label: 'Page not found' })).toEqual([{ label: 'Home', to: '/' }, { label: 'Page not found' }]);
  });
});
