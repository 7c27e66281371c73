import { render, screen, waitFor } from '@testing-library/react';
import { company } from '@radix/site-kit';
import { xsrfHeaderName } from '../../../api/api-client';
import { deferred, mockFetch, respond, setXsrfCookie } from '../../../test/fetch-mock';
import { advance, fill, setupUser, spyOnAlert, type User } from '../../../test/form-helpers';
import { ProductInquiryForm } from '../components/product-inquiry-form';

const typed = {
  'Full name': 'Liam O’Brien ',
  'E-mail': 'liam@school.au',
  Phone: '+61 7 3000 4567',
  Message: ' Please show us a demo. ',
};

const submit = () => screen.getByRole('button', { name: 'Send inquiry' });

async function fillAndSend(user: User) {
  await fill(user, typed);
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
}

beforeEach(() => setXsrfCookie('token-2'));
afterEach(() => {
  setXsrfCookie(undefined);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('lists the five products by their API ids, none chosen by default', () => {
  render(<ProductInquiryForm apiBaseUrl="/api/" />);
  expect(screen.getByRole('form', { name: 'Product inquiry' })).toBeInTheDocument();
  expect(screen.getByLabelText('Product')).toHaveValue('');
  const options = screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);
  expect(options).toEqual([
    ['', 'Please Select Product'],
    ['1', 'School ERP Software'],
    ['2', 'Timesheet Management'],
    ['3', 'Leave Management'],
    ['4', 'Project Management'],
    ['5', 'Appraisal Management'],
  ]);
  for (const label of Object.keys(typed)) expect(screen.getByLabelText(label)).toBeVisible();
  expect(submit()).toBeDisabled();
});

it('refuses a submission without a product with the alert, sending nothing', async () => {
  const user = setupUser();
  const alert = spyOnAlert();
  const { mock } = mockFetch();
  render(<ProductInquiryForm apiBaseUrl="/api/" />);
  await fillAndSend(user);
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Please Select Product Name.'));
  expect(mock).not.toHaveBeenCalled();
});

it('sends the preselected product as a number with the trimmed fields; resets; alerts after exactly 2 s', async () => {
  const user = setupUser();
  const alert = spyOnAlert();
  const reply = deferred();
  const { calls } = mockFetch(reply.responder);
  render(<ProductInquiryForm apiBaseUrl="/api/" defaultProduct={5} />);
  expect(screen.getByLabelText('Product')).toHaveValue('5');
  await fillAndSend(user);

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please Wait...'));
  expect(calls[0]?.url).toBe('http://localhost/api/Home/AddInquiryForProductRadixWebsite');
  expect(calls[0]?.headers[xsrfHeaderName]).toBe('token-2');
  expect(calls[0]?.json).toStrictEqual({
    sFirstName: 'Liam O’Brien',
    sEmail: 'liam@school.au',
    sContactNo: '+61 7 3000 4567',
    nServiceId: 5,
    sDescription: 'Please show us a demo.',
  });

  reply.release(200);
  await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getByLabelText('Message')).toHaveValue('');
  advance(1999);
  expect(alert).not.toHaveBeenCalled();
  advance(1);
  expect(alert).toHaveBeenCalledWith('Inquiry Send Successfully.');
});

it('sends the product the visitor picks', async () => {
  const user = setupUser();
  const { calls } = mockFetch();
  render(<ProductInquiryForm apiBaseUrl="/api/" />);
  await user.selectOptions(screen.getByLabelText('Product'), 'Leave Management');
  await fillAndSend(user);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]?.json).toMatchObject({ nServiceId: 3 });
});

it('keeps the values and names the company e-mail when the API fails, with no success alert', async () => {
  const user = setupUser();
  const alert = spyOnAlert();
  mockFetch(() => respond(503));
  render(<ProductInquiryForm apiBaseUrl="https://api.example.com/api/" defaultProduct={2} />);
  await fillAndSend(user);
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(`Sorry, your product inquiry could not be sent just now.`),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(company.email);
  expect(screen.getByLabelText('E-mail')).toHaveValue('liam@school.au');
  expect(screen.getByLabelText('Product')).toHaveValue('2');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(submit()).toBeEnabled();
  advance(5000);
  expect(alert).not.toHaveBeenCalled();
});
