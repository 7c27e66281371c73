import { screen } from '@testing-library/react';
import { routes } from '@radix/site-kit';
import { renderAt } from '@radix/tooling/testing';
import ProductPage, { prepare } from '../product-page';

it('once prepared, the school ERP page renders whole in its first render: its content and its module tabs, no loading state', async () => {
  await prepare('schoolErp');
  renderAt(<ProductPage product="schoolErp" inquiryForm={null} />, routes.schoolErp.path);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: /core modules/i })).toBeInTheDocument();
});

it('prepares nothing for a route that is no product', async () => {
  await expect(prepare('networking')).resolves.toBeUndefined();
});
