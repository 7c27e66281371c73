import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, respond, setXsrfCookie } from '../../test/fetch-mock';
import { fill, spyOnAlert } from '../../test/form-helpers';
import { GetInTouchForm } from '../../features/get-in-touch/components/get-in-touch-form';

// jsdom leaves out structuredClone, which IndexedDB (here fake-indexeddb) stores values with.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

afterEach(() => {
  setXsrfCookie(undefined);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('after a 503, keeps the inquiry on the device, says so, and says it was sent once the API takes it', async () => {
  // fake-indexeddb completes its requests with setImmediate, which must keep running.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask'] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  setXsrfCookie('token-1');
  const alert = spyOnAlert();
  const { calls } = mockFetch(
    () => respond(503),
    () => respond(201),
  );
  render(<GetInTouchForm apiBaseUrl="/api/" />);
  await fill(user, {
    'First name': 'Asha',
    'Last name': 'Patel',
    'E-mail': 'asha.patel@example.com',
    'Contact no': '+91 265 235 0101',
    Title: 'Kept on the device',
    Message: 'Hello',
  });
  await user.selectOptions(screen.getByLabelText('Service'), 'Networking');
  await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

  const status = screen.getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent(/saved on this device and will be sent/));
  expect(screen.getByLabelText('Title')).toHaveValue('');
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  expect(calls).toHaveLength(1);

  await act(async () => {
    await jest.advanceTimersByTimeAsync(5000);
  });
  await waitFor(() => expect(status).toHaveTextContent(/saved on this device on .+ has now been sent/));
  expect(calls.map((call) => call.headers['Idempotency-Key'])).toEqual([
    calls[0]?.headers['Idempotency-Key'],
    calls[0]?.headers['Idempotency-Key'],
  ]);
  expect(calls[1]?.headers['X-XSRF-TOKEN']).toBe('token-1');
  expect(document.querySelector('.outbox-notice')).toBeNull();
  expect(alert).not.toHaveBeenCalled();
});
