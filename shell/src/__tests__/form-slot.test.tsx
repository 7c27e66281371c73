import { screen } from '@testing-library/react';
import { specRouteTable } from '@radix/site-kit/route-table';
import { parseRuntimeConfig } from '@radix/site-kit/runtime-config';
import served from '../../config/runtime-config.json';
import { FormSlot } from '../components/form-slot';
import { provideRuntimeConfig } from '../runtime/remotes';
import { renderSettled } from '@radix/tooling/testing';

jest.mock('forms/ProductInquiryForm', () => ({
  __esModule: true,
  default: (props: Record<string, unknown>) =>
    jest.requireActual<typeof import('react')>('react').createElement('pre', null, JSON.stringify(props)),
}));

describe('FormSlot', () => {
  it("gives the form the API's base URL from the runtime configuration, with its own props", async () => {
    await renderSettled(
      <FormSlot id="forms/ProductInquiryForm" name="the product inquiry form" props={{ defaultProduct: 3 }} />,
    );
    const shown = await screen.findByText(/apiBaseUrl/);
    expect(JSON.parse(shown.textContent ?? '')).toEqual({ defaultProduct: 3, apiBaseUrl: served.apiBaseUrl });
  });

  it('needs no props besides the base URL', async () => {
    await renderSettled(<FormSlot id="forms/ProductInquiryForm" name="the product inquiry form" />);
    const shown = await screen.findByText(/apiBaseUrl/);
    expect(JSON.parse(shown.textContent ?? '')).toEqual({ apiBaseUrl: served.apiBaseUrl });
  });

  it('gives the form the bot check the runtime configuration names', async () => {
    const turnstile = {
      siteKey: '0x4AAAAAAAexample',
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    };
    provideRuntimeConfig(parseRuntimeConfig({ ...served, routes: specRouteTable(), turnstile }, window.location.href));
    await renderSettled(<FormSlot id="forms/ProductInquiryForm" name="the product inquiry form" />);
    const shown = await screen.findByText(/apiBaseUrl/);
    expect(JSON.parse(shown.textContent ?? '')).toEqual({ apiBaseUrl: served.apiBaseUrl, turnstile });
  });
});
