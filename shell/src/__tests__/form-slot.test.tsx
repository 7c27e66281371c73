import { screen } from '@testing-library/react';
import served from '../../config/runtime-config.json';
import { FormSlot } from '../components/form-slot';
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
});
