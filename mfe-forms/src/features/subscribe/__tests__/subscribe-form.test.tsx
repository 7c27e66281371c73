import { render, screen, waitFor } from '@testing-library/react';
import { company } from '@radix/site-kit';
import { deferred, mockFetch, respond, setXsrfCookie } from '../../../test/fetch-mock';
import { advance, fill, setupUser, spyOnAlert } from '../../../test/form-helpers';
import { SubscribeForm } from '../components/subscribe-form';

const label = 'Your e-mail address';
const submit = () => screen.getByRole('button', { name: 'Subscribe' });

beforeEach(() => setXsrfCookie('token-3'));
afterEach(() => {
  setXsrfCookie(undefined);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('is a named form whose submit stays disabled until the e-mail matches the pattern', async () => {
  const user = setupUser();
  const { mock } = mockFetch();
  render(<SubscribeForm apiBaseUrl="/api/" />);
  expect(screen.getByRole('form', { name: 'Subscribe' })).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  await fill(user, { [label]: 'name@example.c' });
  await user.tab();
  expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
    'Enter a valid e-mail address, like name@example.com.',
  );
  expect(submit()).toBeDisabled();
  await user.type(screen.getByLabelText(label), '{Enter}');
  await fill(user, { [label]: '' });
  await user.tab();
  expect(await screen.findByText('Your e-mail address is required.')).toBeInTheDocument();
  expect(mock).not.toHaveBeenCalled();
});

it('sends the trimmed e-mail as one encoded path segment by GET; resets; alerts after exactly 3 s', async () => {
  const user = setupUser();
  const alert = spyOnAlert();
  const reply = deferred();
  const { calls } = mockFetch(reply.responder);
  render(<SubscribeForm apiBaseUrl="/api/" />);
  await fill(user, { [label]: ' asha.patel@example.com ' });
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please Wait...'));
  expect(calls).toHaveLength(1);
  expect(calls[0]?.method).toBe('GET');
  expect(calls[0]?.url).toBe('http://localhost/api/Home/AddSubscribeForRadixWebsite/asha.patel%40example.com');
  expect(calls[0]?.json).toBeUndefined();
  expect(submit()).toBeDisabled();

  reply.release(200);
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(''));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  advance(2999);
  expect(alert).not.toHaveBeenCalled();
  advance(1);
  expect(alert).toHaveBeenCalledWith('Subscribe Send Successfully.');
});

it('keeps the e-mail, names the company address and sends no success alert when it fails; retry works', async () => {
  const user = setupUser();
  const alert = spyOnAlert();
  const { calls } = mockFetch(
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => respond(200),
  );
  render(<SubscribeForm apiBaseUrl="/api/" />);
  await fill(user, { [label]: 'asha@example.com' });
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we could not add your subscription just now.'),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(company.email);
  expect(screen.getByLabelText(label)).toHaveValue('asha@example.com');
  advance(5000);
  expect(alert).not.toHaveBeenCalled();

  await user.click(submit());
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(''));
  expect(calls).toHaveLength(2);
  advance(3000);
  expect(alert).toHaveBeenCalledWith('Subscribe Send Successfully.');
});

it('says honestly when the server refuses for too many submissions, with its wait, and keeps the e-mail', async () => {
  const user = setupUser();
  const alert = spyOnAlert();
  mockFetch(() => respond(429, { 'Retry-After': '42' }));
  render(<SubscribeForm apiBaseUrl="/api/" />);
  await fill(user, { [label]: 'asha@example.com' });
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('several submissions from you'));
  expect(screen.getByRole('alert')).toHaveTextContent('Please wait 42 seconds before you send it again.');
  expect(screen.getByRole('alert')).toHaveTextContent(company.email);
  expect(screen.getByLabelText(label)).toHaveValue('asha@example.com');
  advance(5000);
  expect(alert).not.toHaveBeenCalled();
});
