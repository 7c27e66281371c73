import { render, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@radix/site-kit';
import { mockFetch, respond, respondJson, setXsrfCookie } from '../../test/fetch-mock';
import { advance, fill, setupUser, spyOnAlert, type User } from '../../test/form-helpers';
import { fakeTurnstile } from '../../test/turnstile-mock';
import { GetInTouchForm } from '../../features/get-in-touch/components/get-in-touch-form';
import { ProductInquiryForm } from '../../features/product-inquiry/components/product-inquiry-form';
import { SubscribeForm } from '../../features/subscribe/components/subscribe-form';
import { explicitScriptUrl, loadTurnstile } from '../turnstile';
import { tokenWaitMs } from '../use-bot-check';

const turnstile = { siteKey: '0x4AAAAAAAlocal', scriptUrl: '/turnstile/v0/api.js' };
const typed = {
  'First name': 'Asha',
  'Last name': 'Patel',
  'E-mail': 'asha.patel@example.com',
  'Contact no': '+91 265 235 0101',
  Title: 'New school website',
  Message: 'We would like a quote.',
};
const submit = () => screen.getByRole('button', { name: 'Send inquiry' });

async function subscribe(user: User, email: string) {
  await fill(user, { 'Your e-mail address': email });
  const button = screen.getByRole('button', { name: 'Subscribe' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

async function fillInquiry(user: User) {
  await fill(user, typed);
  await user.selectOptions(screen.getByLabelText('Service'), 'Graphical Design');
  await waitFor(() => expect(submit()).toBeEnabled());
}

/** The bot check's refusal, as the server answers it (403, JSON, `X-Form-Challenge`). */
const challenge = () =>
  respondJson(
    403,
    { error: 'challenge', message: 'Please confirm you are a person, then send again.' },
    { 'X-Form-Challenge': 'interactive' },
  );

/** The Get in touch form with the bot check, the widget faked, every send answered `status`, filled in and sent. */
async function sendWithTheCheck(status: number) {
  const user = setupUser();
  const fake = fakeTurnstile();
  const { calls } = mockFetch(() => respond(status));
  spyOnAlert();
  render(<GetInTouchForm apiBaseUrl="/api/" turnstile={turnstile} />);
  await fillInquiry(user);
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please Wait...'));
  return { user, fake, calls };
}

beforeEach(() => setXsrfCookie('token-1'));
afterEach(() => {
  setXsrfCookie(undefined);
  delete window.turnstile;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('without a bot check in the configuration', () => {
  it('draws no widget, loads no script and sends at once, with the honeypot but no token', async () => {
    const user = setupUser();
    const alert = spyOnAlert();
    const { calls } = mockFetch(() => respond(201));
    render(<GetInTouchForm apiBaseUrl="/api/" />);
    await fillInquiry(user);
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers).toMatchObject({ 'X-Form-Trap': '' });
    expect(calls[0]?.headers).not.toHaveProperty('X-Turnstile-Token');
    expect(document.querySelector('script')).toBeNull();
    advance(3000);
    expect(alert).toHaveBeenCalledWith('Inquiry Send Successfully');
  });
});

describe('the widget', () => {
  it('is drawn once the form is interactive, explicitly and mostly invisible, with the form’s kind as its action', async () => {
    const fake = fakeTurnstile();
    render(
      <>
        <GetInTouchForm apiBaseUrl="/api/" turnstile={turnstile} />
        <SubscribeForm apiBaseUrl="/api/" turnstile={turnstile} />
      </>,
    );
    await waitFor(() => expect(fake.widgets).toHaveLength(2));
    expect(fake.widgets.map(({ options }) => [options.sitekey, options.action, options.appearance])).toEqual([
      [turnstile.siteKey, 'inquiry', 'interaction-only'],
      [turnstile.siteKey, 'subscribe', 'interaction-only'],
    ]);
    expect(fake.widgets.every(({ options }) => options['response-field'] === false)).toBe(true);
    const form = screen.getByRole('form', { name: 'Get in touch' });
    expect(form).toContainElement(fake.widgets[0]?.container ?? null);
  });

  it('loads the script once per page, with render=explicit, and lets a later form try again after a failed load', async () => {
    const url = '/turnstile/once/api.js';
    const first = loadTurnstile(url);
    const second = loadTurnstile(url);
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([explicitScriptUrl(url)]);
    expect(scripts[0]?.src).toBe('http://localhost/turnstile/once/api.js?render=explicit');
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('did not load');
    const again = loadTurnstile(url);
    expect(again).not.toBe(first);
    window.turnstile = fakeTurnstile().live as never;
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(window.turnstile);
  });
});

describe('a send', () => {
  it('tapped before the token is there, waits with the pending status, then goes once with the token', async () => {
    const { fake, calls } = await sendWithTheCheck(201);
    expect(submit()).toBeDisabled();
    expect(calls).toHaveLength(0);
    fake.pass('token-A');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers).toMatchObject({ 'X-Turnstile-Token': 'token-A', 'X-Form-Trap': '' });
    expect(fake.live().resets).toBe(1);
  });

  it('takes a token the widget gave before, and a second send waits for a new one (a token works once)', async () => {
    const user = setupUser();
    const fake = fakeTurnstile();
    const { calls } = mockFetch(() => respond(200));
    spyOnAlert();
    render(<SubscribeForm apiBaseUrl="/api/" turnstile={turnstile} />);
    await waitFor(() => expect(fake.widgets).toHaveLength(1));
    fake.pass('token-A');
    await subscribe(user, 'asha@example.com');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers['X-Turnstile-Token']).toBe('token-A');

    await subscribe(user, 'ravi@example.com');
    expect(calls).toHaveLength(1);
    fake.pass('token-B');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.headers['X-Turnstile-Token']).toBe('token-B');
  });

  it('is not stuck when the widget fails or never answers: it goes without a token, and the server decides', async () => {
    const { user, fake, calls } = await sendWithTheCheck(201);
    advance(tokenWaitMs - 1);
    expect(calls).toHaveLength(0);
    advance(1);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers).not.toHaveProperty('X-Turnstile-Token');

    await fillInquiry(user);
    fake.fail();
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.headers).not.toHaveProperty('X-Turnstile-Token');
  });
});

describe('refused by the bot check (403 challenge)', () => {
  it('keeps what was typed, says so in the alert, draws the widget for a person, and sends once they pass it', async () => {
    const user = setupUser();
    const fake = fakeTurnstile();
    const alert = spyOnAlert();
    const { calls } = mockFetch(challenge, () => respond(201));
    render(<GetInTouchForm apiBaseUrl="/api/" turnstile={turnstile} />);
    await waitFor(() => expect(fake.widgets).toHaveLength(1));
    fake.pass('token-doubted');
    await fillInquiry(user);
    await user.click(submit());

    const message = await within(screen.getByRole('alert')).findByText(
      /^Please confirm you are a person, then send again\./,
    );
    expect(message).toHaveTextContent('What you typed is still in the form');
    for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(alert).not.toHaveBeenCalled();

    expect(fake.widgets.map(({ options, removed }) => [options.appearance, removed])).toEqual([
      ['interaction-only', true],
      ['always', false],
    ]);
    const group = screen.getByRole('group', { name: 'Confirm you are a person' });
    expect(group).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Verify you are human' })).toHaveFocus();

    fake.pass('token-person');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.headers['X-Turnstile-Token']).toBe('token-person');
    expect(calls[1]?.headers['Idempotency-Key']).toBe(calls[0]?.headers['Idempotency-Key']);
    expect(calls[1]?.json).toEqual(calls[0]?.json);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(fake.live().options.appearance).toBe('interaction-only');
    expect(screen.queryByRole('group', { name: 'Confirm you are a person' })).toBeNull();
    advance(3000);
    expect(alert).toHaveBeenCalledWith('Inquiry Send Successfully');
    expect(calls).toHaveLength(2);
  });

  it('without a widget to draw (the script did not load), says the inquiry was not sent and keeps it', async () => {
    const user = setupUser();
    const { calls } = mockFetch(challenge);
    render(<GetInTouchForm apiBaseUrl="/api/" turnstile={{ ...turnstile, scriptUrl: '/blocked/api.js' }} />);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await fillInquiry(user);
    await user.click(submit());
    expect(await within(screen.getByRole('alert')).findByText(/could not be sent just now/)).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(screen.getByLabelText('Title')).toHaveValue(typed.Title);
  });
});

describe('each form', () => {
  it.each([
    ['Get in touch', 'inquiry', <GetInTouchForm key="g" apiBaseUrl="/api/" />, /to answer your inquiry/],
    ['Product inquiry', 'product-inquiry', <ProductInquiryForm key="p" apiBaseUrl="/api/" />, /to answer your inquiry/],
    ['Subscribe', 'subscribe', <SubscribeForm key="s" apiBaseUrl="/api/" />, /to send you our newsletter/],
  ])(
    '%s names its kind for a post without script, holds the honeypot and tells what it collects',
    (name, kind, form, why) => {
      render(form);
      const element = screen.getByRole('form', { name });
      expect(element.querySelector('input[type="hidden"][name="form-kind"]')).toHaveValue(kind);
      const trap = element.querySelector<HTMLInputElement>('input[name="website"]');
      expect(trap).toHaveAttribute('tabindex', '-1');
      expect(trap).toHaveAttribute('autocomplete', 'off');
      expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(trap?.labels?.[0]).toHaveTextContent('Leave this field empty');
      const notice = within(element).getByText(why);
      expect(notice).toHaveTextContent(/Radix Softech/);
      expect(within(notice).getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', routes.privacy.path);
    },
  );

  it('sends what a script typed into the honeypot, for the server to judge', async () => {
    const user = setupUser();
    const { calls } = mockFetch(() => respond(200));
    spyOnAlert();
    render(<SubscribeForm apiBaseUrl="/api/" />);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]') as HTMLInputElement;
    await user.type(trap, 'https://spam.example');
    await subscribe(user, 'bot@example.com');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers['X-Form-Trap']).toBe('https://spam.example');
  });
});
