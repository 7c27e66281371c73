import { render, screen, waitFor } from '@testing-library/react';
import { company } from '@radix/site-kit';
import { deferred, hang, mockFetch, respond, setXsrfCookie } from '../../../test/fetch-mock';
import { advance, fill, setupUser, spyOnAlert, type User } from '../../../test/form-helpers';
import { GetInTouchForm } from '../components/get-in-touch-form';

const typed = {
  'First name': '  Asha ',
  'Last name': 'Patel',
  'E-mail': 'asha.patel@example.com',
  'Contact no': '+91 (265) 235-0101',
  Title: 'New school website',
  Message: 'We would like a quote.',
};

async function fillValid(user: User, service = 'Graphical Design') {
  await fill(user, typed);
  if (service) await user.selectOptions(screen.getByLabelText('Service'), service);
}

const submit = () => screen.getByRole('button', { name: 'Send inquiry' });

beforeEach(() => setXsrfCookie('token-1'));
afterEach(() => {
  setXsrfCookie(undefined);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('is a named form whose inputs all have visible labels, submit disabled until valid', async () => {
  const user = setupUser();
  render(<GetInTouchForm apiBaseUrl="/api/" />);
  expect(screen.getByRole('form', { name: 'Get in touch' })).toBeInTheDocument();
  for (const label of [...Object.keys(typed), 'Service']) expect(screen.getByLabelText(label)).toBeVisible();
  expect(screen.getByRole('option', { name: 'Please Select Service' })).toHaveValue('');
  expect(screen.getAllByRole('option')).toHaveLength(10);
  expect(submit()).toBeDisabled();
  await fillValid(user);
  await waitFor(() => expect(submit()).toBeEnabled());
});

it('explains each invalid field, linked to it, and keeps submit disabled', async () => {
  const user = setupUser();
  render(<GetInTouchForm apiBaseUrl="/api/" />);
  await fill(user, { ...typed, 'E-mail': 'asha@example', 'Contact no': 'call me' });
  await user.clear(screen.getByLabelText('Title'));
  await user.tab();
  expect(await screen.findByLabelText('E-mail')).toHaveAccessibleDescription(
    'Enter a valid e-mail address, like name@example.com.',
  );
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Contact no')).toHaveAccessibleDescription(/phone number of 6 to 15 digits/);
  expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
  expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription();
  expect(submit()).toBeDisabled();
});

it('treats a field of spaces as empty', async () => {
  const user = setupUser();
  render(<GetInTouchForm apiBaseUrl="/api/" />);
  await fillValid(user);
  await fill(user, { 'Last name': '   ' });
  await user.tab();
  await waitFor(() => expect(submit()).toBeDisabled());
  expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required.');
});

it('refuses a submission without a service with the alert, sending nothing', async () => {
  const user = setupUser();
  const alert = spyOnAlert();
  const { mock } = mockFetch();
  render(<GetInTouchForm apiBaseUrl="/api/" />);
  await fillValid(user, '');
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Please Select Service'));
  expect(mock).not.toHaveBeenCalled();
});

it('sends exactly the spec fields, trimmed, with nServiceId as a number; resets; alerts after exactly 3 s', async () => {
  const user = setupUser();
  const alert = spyOnAlert();
  const reply = deferred();
  const { calls } = mockFetch(reply.responder);
  render(<GetInTouchForm apiBaseUrl="/api/" />);
  await fillValid(user);
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please Wait...'));
  expect(calls).toHaveLength(1);
  expect(calls[0]?.method).toBe('POST');
  expect(calls[0]?.url).toBe('http://localhost/api/Home/AddInquiryForRadixWebsite');
  expect(calls[0]?.json).toStrictEqual({
    sFirstName: 'Asha',
    sLastName: 'Patel',
    sEmail: 'asha.patel@example.com',
    sContactNo: '+91 (265) 235-0101',
    sProjectName: 'New school website',
    nServiceId: 3,
    sDescription: 'We would like a quote.',
  });

  reply.release(201);
  await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  for (const label of Object.keys(typed)) expect(screen.getByLabelText(label)).toHaveValue('');
  expect(screen.getByLabelText('Service')).toHaveValue('');
  expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument();

  advance(2999);
  expect(alert).not.toHaveBeenCalled();
  advance(1);
  expect(alert).toHaveBeenCalledTimes(1);
  expect(alert).toHaveBeenCalledWith('Inquiry Send Successfully');
});

it('does not send twice while a submission is pending', async () => {
  const user = setupUser();
  const reply = deferred();
  const { mock } = mockFetch(reply.responder);
  render(<GetInTouchForm apiBaseUrl="/api/" />);
  await fillValid(user);
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  await waitFor(() => expect(submit()).toBeDisabled());
  await user.click(submit());
  await user.type(screen.getByLabelText('Title'), '{Enter}');
  expect(mock).toHaveBeenCalledTimes(1);
  reply.release(201);
  await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
});

describe.each([
  ['a 500 answer', () => respond(500), 0],
  ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 0],
  ['no answer within 15 s', hang, 15_000],
])('after %s', (_case, responder, wait) => {
  it('says so with the company e-mail, keeps the values, clears the status, no success alert, retry works', async () => {
    const user = setupUser();
    const alert = spyOnAlert();
    const { calls } = mockFetch(responder, () => respond(201));
    render(<GetInTouchForm apiBaseUrl="/api/" />);
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    advance(wait);

    const failure = screen.getByRole('alert');
    await waitFor(() => expect(failure).toHaveTextContent('Sorry, your inquiry could not be sent just now.'));
    expect(failure).toHaveTextContent(company.email);
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Title')).toHaveValue('New school website');
    expect(screen.getByLabelText('Service')).toHaveValue('3');
    advance(10_000);
    expect(alert).not.toHaveBeenCalled();

    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    advance(3000);
    expect(alert).toHaveBeenCalledWith('Inquiry Send Successfully');
  });
});
