import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, respond, respondJson, setXsrfCookie } from '../../test/fetch-mock';
import { fill, spyOnAlert } from '../../test/form-helpers';
import { GetInTouchForm } from '../../features/get-in-touch/components/get-in-touch-form';

// jsdom leaves out structuredClone, which IndexedDB (here fake-indexeddb) stores values with.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

afterEach(() => {
  setXsrfCookie(undefined);
  localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const typedValues = {
  'First name': 'Asha',
  'Last name': 'Patel',
  'E-mail': 'asha.patel@example.com',
  'Contact no': '+91 265 235 0101',
  Title: 'Kept on the device',
  Message: 'Hello',
};

/** An error the inquiry API itself answers with: its JSON shape. */
const apiRefusal = (status: number) =>
  Promise.resolve({
    ok: false,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: () => Promise.resolve({ error: 'Invalid input' }),
  } as unknown as Response);

/** Fills the Get in touch form and sends it, with Jest's timers driven by userEvent. */
async function sendTheForm() {
  // fake-indexeddb completes its requests with setImmediate, which must keep running.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask'] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<GetInTouchForm apiBaseUrl="/api/" />);
  await fill(user, typedValues);
  await user.selectOptions(screen.getByLabelText('Service'), 'Networking');
  await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
  return user;
}

async function expectTypedValuesBack() {
  for (const [label, value] of Object.entries(typedValues)) {
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(value));
  }
  expect(screen.getByLabelText('Service')).toHaveValue('9');
}

const saved = /Our server could not take your inquiry just now\. It is saved in this browser \(.+\) and will be sent/;

it('after a 503, keeps the inquiry on the device, says so, and says it was sent once the API takes it', async () => {
  setXsrfCookie('token-1');
  const alert = spyOnAlert();
  const { calls } = mockFetch(
    () => respond(503),
    () => respond(201),
  );
  await sendTheForm();

  const status = screen.getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent(saved));
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
  expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  expect(document.querySelector('.outbox-notice')).toBeNull();
  expect(alert).not.toHaveBeenCalled();
});

it('withdrawn, removes the kept inquiry from the device, sends nothing more and puts what was typed back', async () => {
  setXsrfCookie('token-1');
  const { calls } = mockFetch(() => respond(503));
  const user = await sendTheForm();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(saved));

  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your inquiry was withdrawn and removed from this device. What you typed is back in the form.',
    ),
  );
  await expectTypedValuesBack();
  expect(localStorage.getItem('radix-outbox')).toBeNull();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10 * 60_000);
  });
  expect(calls).toHaveLength(1);
});

it('refused for good by the API on a later try, puts what was typed back in the form and says so', async () => {
  setXsrfCookie('token-1');
  mockFetch(
    () => respond(503),
    () => apiRefusal(400),
  );
  await sendTheForm();
  const status = screen.getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent(saved));
  expect(screen.getByLabelText('Title')).toHaveValue('');

  await act(async () => {
    await jest.advanceTimersByTimeAsync(5000);
  });
  await waitFor(() =>
    expect(status).toHaveTextContent(
      /saved on this device on .+ was not accepted by our server, so it was removed from this device\. What you typed is back in the form: please check it and send it again, or write to us at .+@.+\.$/,
    ),
  );
  await expectTypedValuesBack();
});

it('a proxy’s 403 page is not the API’s refusal: the inquiry is kept', async () => {
  setXsrfCookie('token-1');
  mockFetch(() => respond(403, { 'Content-Type': 'text/html' }));
  await sendTheForm();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(saved));
  expect(localStorage.getItem('radix-outbox')).toBe('1');
});

it('refused by the API on its first send, keeps what was typed in the form and keeps nothing on the device', async () => {
  setXsrfCookie('token-1');
  mockFetch(() => apiRefusal(422));
  await sendTheForm();
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, your inquiry could not be sent just now.'),
  );
  expect(screen.getByLabelText('Title')).toHaveValue('Kept on the device');
  expect(localStorage.getItem('radix-outbox')).toBeNull();
});

it('when the bot check cannot run (503 bot-check-unavailable), keeps the inquiry and says it will be sent', async () => {
  setXsrfCookie('token-1');
  const alert = spyOnAlert();
  const { calls } = mockFetch(
    () =>
      respondJson(
        503,
        { error: 'bot-check-unavailable', message: 'The bot check cannot run just now.' },
        { 'Retry-After': '30' },
      ),
    () => respond(201),
  );
  await sendTheForm();
  const status = screen.getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent(saved));
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  expect(alert).not.toHaveBeenCalled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(30_000);
  });
  await waitFor(() => expect(status).toHaveTextContent(/has now been sent/));
  expect(calls).toHaveLength(2);
});
