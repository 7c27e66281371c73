import { holdInputUntilHydrated } from '../hold-input';
import { intentEvents, islandAttribute, pageReadyAttribute, type IslandState } from '../protocol';

beforeAll(() => holdInputUntilHydrated());
afterEach(() => document.documentElement.removeAttribute(pageReadyAttribute));

/** A server-rendered page before hydration: markup, no handlers yet. */
function serverPage(html: string): void {
  document.body.innerHTML = html;
}

/** What React does when it has hydrated an element: it handles its events. Returns the handler. */
function hydrate(selector: string, type: string): jest.Mock {
  const element = document.querySelector(selector) as Element;
  const handler = jest.fn((event: Event) => event.preventDefault());
  element.addEventListener(type, handler);
  return handler;
}

/** Mutation observers report in a microtask. */
const observed = () => Promise.resolve();

/** The shell has taken the page over. */
async function pageReady(): Promise<void> {
  document.documentElement.setAttribute(pageReadyAttribute, '');
  await observed();
}

async function islandIs(selector: string, state: IslandState): Promise<void> {
  document.querySelector(selector)?.setAttribute(islandAttribute, state);
  await observed();
}

function click(selector: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(selector)?.dispatchEvent(event);
  return event;
}

function submit(form: HTMLFormElement): void {
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

it('holds a tap on a control before hydration and replays it once the page is ready, exactly once', async () => {
  serverPage('<button type="button" class="pause"><span>Pause</span></button>');
  expect(click('.pause span').defaultPrevented).toBe(true);
  const onClick = hydrate('.pause', 'click');
  expect(onClick).not.toHaveBeenCalled();
  await pageReady();
  expect(onClick).toHaveBeenCalledTimes(1);
  await pageReady();
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('replays every tap, in order: two taps on an arrow move the carousel twice', async () => {
  serverPage('<a role="button" class="prev" href="#">Previous</a><button type="button" class="dot">3</button>');
  click('.prev');
  click('.dot');
  click('.prev');
  const order: string[] = [];
  hydrate('.prev', 'click').mockImplementation(() => order.push('prev'));
  hydrate('.dot', 'click').mockImplementation(() => order.push('dot'));
  await pageReady();
  expect(order).toEqual(['prev', 'dot', 'prev']);
});

it('sends a form submitted several times before its island is hydrated once, with what was typed, when the island is', async () => {
  serverPage(
    `<div ${islandAttribute}="waiting"><form><input name="sEmail" value="asha@example.com"><button type="submit">Send</button></form></div>`,
  );
  const form = document.querySelector('form') as HTMLFormElement;
  submit(form);
  submit(form);
  const onSubmit = hydrate('form', 'submit');
  await pageReady();
  expect(onSubmit).not.toHaveBeenCalled();
  await islandIs(`[${islandAttribute}]`, 'hydrated');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(form.querySelector('input')?.value).toBe('asha@example.com');
});

it('holds a tap on a control of an island until every island it is in is hydrated', async () => {
  serverPage(
    `<div id="outer" ${islandAttribute}="waiting"><div id="inner" ${islandAttribute}="waiting"><button type="button" class="dot">Show slide 3 of 5</button></div></div>`,
  );
  click('.dot');
  await pageReady();
  const onDot = hydrate('.dot', 'click');
  await islandIs('#inner', 'hydrated');
  expect(onDot).not.toHaveBeenCalled();
  await islandIs('#outer', 'hydrated');
  expect(onDot).toHaveBeenCalledTimes(1);
});

it('holds the arrow keys on a tab and gives them to the tab once it is hydrated, other keys (Home, End: the page scrolls) untouched', async () => {
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
  await pageReady();
  expect(onKey).toHaveBeenCalledTimes(1);
  expect(onKey.mock.calls[0]?.[0]).toMatchObject({ key: 'ArrowRight', target: tab });
});

it('lets input through untouched once its control is hydrated, and never holds links or popover toggles', async () => {
  serverPage(
    '<a href="#templates" class="link">Templates</a><button type="button" class="menu" popovertarget="main-menu">Menu</button>' +
      '<button type="button" class="tab" role="tab">Apps</button>',
  );
  expect(click('.link').defaultPrevented).toBe(false);
  expect(click('.menu').defaultPrevented).toBe(false);
  const onTab = hydrate('.tab', 'click');
  await pageReady();
  click('.tab');
  expect(onTab).toHaveBeenCalledTimes(1);
});

it('drops a held tap whose control has left the page', async () => {
  serverPage('<button type="button" class="gone">Next</button>');
  click('.gone');
  const onClick = hydrate('.gone', 'click');
  document.querySelector('.gone')?.remove();
  await pageReady();
  expect(onClick).not.toHaveBeenCalled();
});

it('marks a waiting island the visitor reaches for as used, and no other', () => {
  for (const type of intentEvents) {
    serverPage(
      `<div ${islandAttribute}="waiting" id="used"><form><input></form></div><div ${islandAttribute}="waiting" id="other"><input></div>`,
    );
    document.querySelector('#used input')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(document.querySelector('#used')?.getAttribute(islandAttribute)).toBe('used');
    expect(document.querySelector('#other')?.getAttribute(islandAttribute)).toBe('waiting');
  }
});
