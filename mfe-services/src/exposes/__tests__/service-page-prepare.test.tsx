import { screen } from '@testing-library/react';
import { routes } from '@radix/site-kit';
import ServicePage, { prepare } from '../service-page';
import { renderAt } from '../../test/test-utils';

it('once prepared, a service page renders whole in its first render: its copy, no loading state', async () => {
  await prepare('networking');
  renderAt(<ServicePage service="networking" />, routes.networking.path);
  expect(screen.queryByText(/loading this page/i)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: routes.networking.title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
});
