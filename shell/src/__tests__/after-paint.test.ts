import '../after-paint';
import { partAttribute, partReadyAttribute, partUsedAttribute, reactPropsPrefix } from '@radix/site-kit/held-input';
import { intentEvents } from '../runtime/intent-events';

beforeEach(() => {
  jest.useFakeTimers();
  delete document.documentElement.dataset.ready;
});
afterEach(() => jest.useRealTimers());

/** A server-rendered page before hydration: markup, no handlers yet. */
function serverPage(html: string): void {
  document.body.innerHTML = html;
}

/** What React does when it renders an element for hydration: it keeps its props on it. */
function ownedByReact(element: Element): void {
  Object.assign(element, { [`${reactPropsPrefix}test`]: {} });
}

/**
 * What React does when it has hydrated an element: it keeps its props on it and handles its events;
 * a form is marked once committed. Returns the handler, to count the events that reach it.
 */
function hydrate(selector: string, type: string): jest.Mock {
  const element = document.querySelector(selector) as Element;
  ownedByReact(element);
  if (element instanceof HTMLFormElement) element.setAttribute(partReadyAttribute, '');
  const handler = jest.fn((event: Event) => event.preventDefault());
  element.addEventListener(type, handler);
  return handler;
}

/** The shell has taken the page over; the loader notices at its next check. */
function pageHydrated(): void {
  document.documentElement.dataset.ready = 'true';
  jest.advanceTimersByTime(100);
}

function click(selector: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(selector)?.dispatchEvent(event);
  return event;
}

function submit(form: HTMLFormElement): void {
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

it('holds a tap on a control before hydration and replays it once the control is hydrated, exactly once', () => {
  serverPage('<button type="button" class="pause"><span>Pause</span></button>');
  const early = click('.pause span');
  expect(early.defaultPrevented).toBe(true);
  const onClick = hydrate('.pause', 'click');
  expect(onClick).not.toHaveBeenCalled();
  pageHydrated();
  expect(onClick).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1000);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('replays every tap, in order: two taps on an arrow move the carousel twice', () => {
  serverPage('<a role="button" class="prev" href="#">Previous</a><button type="button" class="dot">3</button>');
  click('.prev');
  click('.dot');
  click('.prev');
  const order: string[] = [];
  hydrate('.prev', 'click').mockImplementation(() => order.push('prev'));
  hydrate('.dot', 'click').mockImplementation(() => order.push('dot'));
  pageHydrated();
  expect(order).toEqual(['prev', 'dot', 'prev']);
});

it('sends a form submitted before hydration once, however often it was submitted, with what was typed', () => {
  serverPage('<form><input name="sEmail" value="asha@example.com"><button type="submit">Send</button></form>');
  const form = document.querySelector('form') as HTMLFormElement;
  submit(form);
  submit(form);
  const onSubmit = hydrate('form', 'submit');
  pageHydrated();
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(form.querySelector('input')?.value).toBe('asha@example.com');
});

it('waits for a form to be committed, when its fields have registered, before replaying its submission', () => {
  serverPage('<form><input name="sEmail" value="asha@example.com"></form>');
  const form = document.querySelector('form') as HTMLFormElement;
  submit(form);
  ownedByReact(form);
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', onSubmit);
  pageHydrated();
  expect(onSubmit).not.toHaveBeenCalled();
  form.setAttribute(partReadyAttribute, '');
  jest.advanceTimersByTime(100);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('replays a held submission as soon as the form is marked hydrated, without waiting for a timer', async () => {
  serverPage('<form><input name="sEmail" value="asha@example.com"></form>');
  const form = document.querySelector('form') as HTMLFormElement;
  submit(form);
  document.documentElement.dataset.ready = 'true';
  ownedByReact(form);
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', onSubmit);
  form.setAttribute(partReadyAttribute, '');
  await Promise.resolve();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('holds input to a part hydrated after the page (its code still loading) until that part is hydrated', () => {
  serverPage(
    '<button type="button" class="pause">Pause</button><div><button type="button" role="tab" class="tab">Apps</button></div>',
  );
  click('.tab');
  click('.pause');
  const onPause = hydrate('.pause', 'click');
  pageHydrated();
  expect(onPause).toHaveBeenCalledTimes(1);
  click('.tab');
  const onTab = hydrate('.tab', 'click');
  expect(onTab).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  expect(onTab).toHaveBeenCalledTimes(2);
});

it('holds a tap on a control of a part that hydrates on its own until React has committed that part', async () => {
  serverPage(`<div ${partAttribute}><button type="button" class="dot">Show slide 3 of 5</button></div>`);
  click('.dot');
  pageHydrated();
  const onDot = hydrate('.dot', 'click');
  jest.advanceTimersByTime(1000);
  expect(onDot).not.toHaveBeenCalled();
  document.querySelector(`[${partAttribute}]`)?.setAttribute(partReadyAttribute, '');
  await Promise.resolve();
  expect(onDot).toHaveBeenCalledTimes(1);
});

it('holds the arrow keys on a tab before hydration and gives them to the tab once it is hydrated, other keys (Home, End: the page scrolls) untouched', () => {
  serverPage('<div role="tablist"><button type="button" role="tab" class="tab">Apps</button></div>');
  const tab = document.querySelector('.tab') as HTMLElement;
  const press = (key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    tab.dispatchEvent(event);
    return event;
  };
  expect(press('ArrowRight').defaultPrevented).toBe(true);
  expect(press('a').defaultPrevented).toBe(false);
  expect(press('End').defaultPrevented).toBe(false);
  const onKey = hydrate('[role=tablist]', 'keydown');
  ownedByReact(tab);
  pageHydrated();
  expect(onKey).toHaveBeenCalledTimes(1);
  expect(onKey.mock.calls[0]?.[0]).toMatchObject({ key: 'ArrowRight', target: tab });
});

it('lets input through untouched once its control is hydrated, and never holds links or popover toggles', () => {
  serverPage(
    '<a href="#templates" class="link">Templates</a><button type="button" class="menu" popovertarget="main-menu">Menu</button>' +
      '<button type="button" class="tab" role="tab">Apps</button>',
  );
  expect(click('.link').defaultPrevented).toBe(false);
  expect(click('.menu').defaultPrevented).toBe(false);
  const onTab = hydrate('.tab', 'click');
  pageHydrated();
  click('.tab');
  expect(onTab).toHaveBeenCalledTimes(1);
});

it('drops a held tap whose control has left the page', () => {
  serverPage('<button type="button" class="gone">Next</button>');
  click('.gone');
  const onClick = hydrate('.gone', 'click');
  document.querySelector('.gone')?.remove();
  pageHydrated();
  expect(onClick).not.toHaveBeenCalled();
});

it('marks a part the visitor reaches for before hydration as used, and no other', () => {
  for (const type of intentEvents) {
    serverPage(
      `<div ${partAttribute} id="used"><form><input></form></div><div ${partAttribute} id="other"><input></div>`,
    );
    document.querySelector('#used input')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(document.querySelector('#used')?.hasAttribute(partUsedAttribute)).toBe(true);
    expect(document.querySelector('#other')?.hasAttribute(partUsedAttribute)).toBe(false);
  }
});
