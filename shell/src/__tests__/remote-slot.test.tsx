import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type RuntimeConfig } from '@radix/site-kit';
import { specRouteTable } from '@radix/site-kit/route-table';
import served from '../../config/runtime-config.json';
import { RemoteSlot } from '../components/remote-slot';
import { blockRemote, registered, unblockRemote } from '../test/federation-runtime';
import { renderSettled } from '@radix/tooling/testing';
import { islandAttribute, islandSelector } from '@radix/site-kit/islands/protocol';

jest.mock('forms/SubscribeForm', () => ({
  __esModule: true,
  default: ({ apiBaseUrl }: { apiBaseUrl: string }) =>
    jest.requireActual<typeof import('react')>('react').createElement('p', null, `sends to ${apiBaseUrl}`),
}));

describe('RemoteSlot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => unblockRemote('legal'));

  it('registers the remotes named in the runtime configuration and renders the remote module', async () => {
    await renderSettled(<RemoteSlot id="legal/TermsPage" name="the terms" />);
    expect(await screen.findByRole('heading', { level: 1, name: routes.terms.title })).toBeInTheDocument();
    expect(registered.map((remote) => remote.name)).toEqual(['products', 'services', 'forms', 'legal']);
    expect(registered.find((remote) => remote.name === 'legal')?.entry).toBe('http://127.0.0.1:8084/mf-manifest.json');
  });

  it('shows a fallback with a retry when the remote cannot be loaded, and recovers on retry', async () => {
    const user = userEvent.setup();
    blockRemote('legal');
    await renderSettled(<RemoteSlot id="legal/PrivacyPage" name="the privacy policy" />);
    expect(await screen.findByRole('alert', {})).toHaveTextContent('the privacy policy could not be loaded');

    unblockRemote('legal');
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 1, name: routes.privacy.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands computed props from the runtime configuration to the remote', async () => {
    const props = jest.fn((config: RuntimeConfig) => ({ apiBaseUrl: `${config.apiBaseUrl}v2/` }));
    await renderSettled(<RemoteSlot id="forms/SubscribeForm" name="the subscribe form" props={props} />);
    expect(await screen.findByText('sends to /api/v2/')).toBeInTheDocument();
    expect(props).toHaveBeenCalledWith({
      apiBaseUrl: served.apiBaseUrl,
      remotes: served.remotes,
      remoteTimeoutMs: served.remoteTimeoutMs,
      routes: specRouteTable(),
      turnstile: served.turnstile,
    });
  });

  it('hands props given directly to the remote', async () => {
    await renderSettled(
      <RemoteSlot
        id="products/ProductPage"
        name="the product"
        props={{ product: 'leave', inquiryForm: <p>the form slot</p> }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: routes.leave.title })).toBeInTheDocument();
    expect(screen.getByText('the form slot')).toBeInTheDocument();
  });

  it('marks its island hydrated when it shows its failure, so that its retry takes input', async () => {
    blockRemote('services');
    const { container } = await renderSettled(<RemoteSlot id="services/ServicesGrid" name="our services" />);
    expect(await screen.findByRole('alert', {})).toHaveTextContent('our services could not be loaded');
    expect(container.querySelector(islandSelector())).toHaveAttribute(islandAttribute, 'hydrated');
    unblockRemote('services');
  });
});
