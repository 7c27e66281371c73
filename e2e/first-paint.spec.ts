import { expect, test, type Locator, type Page } from '@playwright/test';
import { actedBeforeHydration, openAtFirstPaint, recordFirstInput } from './support/first-paint';
import { shownSlide } from './support/carousel-pause';
import { holdFormsScripts, holdHydration } from './support/held-scripts';
import { editBrowserConfig } from './support/browser-config';
import { budgets } from './support/budgets';
import { productKeys } from '@radix/site-kit/routes';
import {
  islandAttribute,
  islandSelector,
  pageReadyAttribute,
  pageReadySelector,
} from '@radix/site-kit/islands/protocol';
import { getInTouchValues, productInquiryValues, subscribeValues, type Typed } from './support/form-values';
import { routes } from './support/site';
import { heroSlides, testimonials } from './support/shell-content';

/**
 * A visitor on a slow phone acts as soon as a control is on screen, before the page's scripts have
 * hydrated it. This file uses Playwright's own `test` (the suite's `page.goto` waits for hydration):
 * every page is throttled like Lighthouse's mobile profile and opened at its first byte; each case
 * acts the moment its control is visible and checks that the action took effect, once.
 */
test.describe.configure({ timeout: budgets.firstPaint });

/** Effects show once the part is hydrated, which takes seconds under throttling. */
const effectTimeout = { timeout: budgets.firstPaintEffect };

type Way = 'touch' | 'mouse' | 'keyboard';

/**
 * Acts on `control` the way a visitor would, the moment it is visible and takes input (a disabled
 * control waits, and the test then finds that it acted after hydration).
 */
async function actOn(control: Locator, way: Way, key = 'Enter'): Promise<void> {
  await expect(control).toBeVisible(effectTimeout);
  if (way === 'touch') await control.tap();
  else if (way === 'mouse') await control.click();
  else {
    await control.focus();
    await control.press(key);
  }
}

/** Acts on a control as the test's visitor does, while the page is not hydrated yet, then lets it hydrate. */
type Act = (control: Locator) => Promise<void>;

interface Case {
  name: string;
  path: string;
  /** How the desktop visitor acts; the phone visitor taps. Undefined: the control is a phone's only. */
  desktop?: Exclude<Way, 'touch'>;
  /** The key the keyboard visitor presses on the control: Enter unless said. */
  key?: string;
  /** False for what only a keyboard does: the phone visitor has no case. */
  phone?: false;
  /**
   * The visitor prefers reduced motion, so that slides stay still unless told to move: a slide
   * the carousel reaches by itself in the test's time cannot pass for the effect of a dropped tap.
   */
  stillSlides?: boolean;
  run: (page: Page, act: Act) => Promise<void>;
}

/** The third dot of a slider on home, which brings the third slide first. */
function thirdDot(what: string, region: string, slides: number, third: string, desktop: Case['desktop']): Case {
  return {
    name: `the third dot of ${what} shows its slide`,
    path: routes.home.path,
    desktop,
    stillSlides: true,
    run: async (page, act) => {
      const slider = page.getByRole('region', { name: region });
      await act(slider.getByRole('button', { name: `Show slide 3 of ${slides}` }));
      await expect(slider.locator('.slick-slide.slick-current')).toContainText(third, effectTimeout);
    },
  };
}

const heroLast = heroSlides.at(-1)?.title ?? '';
const thirdTestimonial = testimonials[2]?.name ?? '';

const cases: Case[] = [
  {
    name: 'the menu toggle opens the menu',
    path: routes.home.path,
    run: async (page, act) => {
      const menu = page.getByRole('navigation', { name: 'Main' });
      await act(menu.getByRole('button', { name: /menu/i }));
      await expect(menu.getByRole('link', { name: routes.services.label })).toBeVisible(effectTimeout);
    },
  },
  {
    name: 'a module tab selects its tab and shows its panel',
    path: routes.schoolErp.path,
    desktop: 'mouse',
    run: async (page, act) => {
      const tab = page.getByRole('tab', { name: 'School Mobile Apps' });
      await act(tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true', effectTimeout);
      await expect(page.getByRole('tabpanel', { name: 'School Mobile Apps' })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    },
  },
  {
    name: 'the right arrow on the selected module tab selects the next tab',
    path: routes.schoolErp.path,
    desktop: 'keyboard',
    key: 'ArrowRight',
    phone: false,
    run: async (page, act) => {
      const tabs = page.getByRole('tab');
      await act(tabs.first());
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true', effectTimeout);
      const shown = page.getByRole('tabpanel');
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id')) ?? '');
      await expect(tabs.nth(1)).toBeFocused();
    },
  },
  {
    name: 'an accordion header opens its panel and closes the one open',
    path: routes.schoolErp.path,
    desktop: 'keyboard',
    run: async (page, act) => {
      const header = page.locator('summary').filter({ hasText: 'Benefits to parents' });
      await act(header);
      const panel = page.locator('details').filter({ has: header });
      await expect(panel.locator('.accordion-body')).toBeVisible(effectTimeout);
      await expect(page.locator('details[open]')).toHaveCount(1);
    },
  },
  {
    name: "the banner's previous arrow shows the last slide",
    path: routes.home.path,
    desktop: 'mouse',
    stillSlides: true,
    run: async (page, act) => {
      const hero = page.getByRole('region', { name: 'Our offers' });
      await act(hero.getByRole('button', { name: 'Previous' }));
      await expect(shownSlide(hero)).toContainText(heroLast, effectTimeout);
    },
  },
  {
    name: "the banner's pause button pauses it",
    path: routes.home.path,
    desktop: 'keyboard',
    run: async (page, act) => {
      const hero = page.getByRole('region', { name: 'Our offers' });
      await act(hero.getByRole('button', { name: 'Pause Our offers' }));
      await expect(hero.getByRole('button', { name: 'Play Our offers' })).toBeVisible(effectTimeout);
    },
  },
  thirdDot('the testimonials slider', 'Client testimonials', testimonials.length, thirdTestimonial, 'mouse'),
  thirdDot(
    'the products slider (hydrated when seen)',
    'Our products',
    productKeys.length,
    routes.leave.label,
    'keyboard',
  ),
  {
    name: 'a template download link saves the workbook under its name',
    path: routes.schoolErp.path,
    desktop: 'keyboard',
    run: async (page, act) => {
      const download = page.waitForEvent('download', effectTimeout);
      await act(page.getByRole('link', { name: /Download the Inquiry template/ }));
      expect((await download).suggestedFilename()).toBe('school-erp-inquiry-template.xlsx');
    },
  },
];

/**
 * Opens `path` at first paint with the page's hydration held back until the visitor has acted (so
 * that the test acts before hydration however fast the machine is), and runs the case.
 */
async function atFirstPaint(page: Page, { path, stillSlides, key, run }: Case, way: Way): Promise<void> {
  if (stillSlides) await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordFirstInput(page);
  const { release } = await holdHydration(page);
  await openAtFirstPaint(page, path);
  await run(page, async (control) => {
    await actOn(control, way, key);
    expect(await actedBeforeHydration(page), `the ${way} input came before hydration`).toBe(true);
    release();
  });
}

for (const testCase of cases) {
  const { name, desktop, phone } = testCase;
  test.describe(name, () => {
    if (phone !== false) {
      test.describe('at 375 px with touch', () => {
        test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
        test('tap at first paint', ({ page }) => atFirstPaint(page, testCase, 'touch'));
      });
    }
    if (!desktop) return;
    test.describe('at 1280 px', () => {
      test.use({ viewport: { width: 1280, height: 800 } });
      test(`${desktop} at first paint`, ({ page }) => atFirstPaint(page, testCase, desktop));
    });
  });
}

/** The API calls a page makes to `endpoint`, with their JSON bodies. */
function callsTo(page: Page, endpoint: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(endpoint)) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

interface FormCase {
  name: string;
  path: string;
  form: string;
  endpoint: string;
  fill: (form: Locator, message: string) => Promise<void>;
  sent: (message: string) => Record<string, unknown>;
}

const formCases: FormCase[] = [
  {
    name: 'Get in touch on Contact Us',
    path: routes.contact.path,
    form: 'Get in touch',
    endpoint: '/api/Home/AddInquiryForRadixWebsite',
    fill: async (form, message) => {
      await form.getByLabel('First name').fill('Asha');
      await form.getByLabel('Last name').fill('Patel');
      await form.getByLabel('E-mail').fill('asha.patel@example.com');
      await form.getByLabel('Contact no').fill('+91 265 235 0101');
      await form.getByLabel('Title').fill('A new website');
      await form.getByLabel('Service').selectOption({ label: 'Networking' });
      await form.getByLabel('Message').fill(message);
    },
    sent: (message) => ({
      sFirstName: 'Asha',
      sLastName: 'Patel',
      sEmail: 'asha.patel@example.com',
      sContactNo: '+91 265 235 0101',
      sProjectName: 'A new website',
      nServiceId: 9,
      sDescription: message,
    }),
  },
  {
    name: 'the product inquiry on a product page',
    path: routes.leave.path,
    form: 'Product inquiry',
    endpoint: '/api/Home/AddInquiryForProductRadixWebsite',
    fill: async (form, message) => {
      await form.getByLabel('Full name').fill('Liam Brown');
      await form.getByLabel('E-mail').fill('liam@school.au');
      await form.getByLabel('Phone').fill('+61 7 3000 4567');
      await form.getByLabel('Message').fill(message);
    },
    sent: (message) => ({
      sFirstName: 'Liam Brown',
      sEmail: 'liam@school.au',
      sContactNo: '+61 7 3000 4567',
      nServiceId: 3,
      sDescription: message,
    }),
  },
];

for (const { name, path, form: formName, endpoint, fill, sent } of formCases) {
  test.describe(`${name}: typed and sent before hydration`, () => {
    for (const [label, device, way] of [
      ['at 375 px with touch', { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }, 'touch'],
      ['at 1280 px with the keyboard', { viewport: { width: 1280, height: 800 } }, 'keyboard'],
    ] as const) {
      test.describe(label, () => {
        test.use(device);
        test('keeps what was typed and sends it exactly once', async ({ page }) => {
          page.on('dialog', (dialog) => void dialog.accept());
          const calls = callsTo(page, endpoint);
          const message = `Sent at first paint ${uniqueId()}`;
          await recordFirstInput(page);
          const { release } = await holdFormsScripts(page);
          // The forms' scripts are held for as long as the visitor types, which takes more than the
          // site's 10 s remote timeout at a quarter of a shared core: the slot then gives up on them
          // and shows its "could not be loaded" message in place of the form being typed into. The
          // case is scripts that arrive late, not scripts that never arrive: the timeout outlasts the test.
          await editBrowserConfig(page, { remoteTimeoutMs: test.info().timeout });
          await openAtFirstPaint(page, path);
          const form = page.getByRole('form', { name: formName });
          await expect(form.getByLabel('Message')).toBeVisible(effectTimeout);
          await fill(form, message);
          if (way === 'touch') await actOn(form.getByRole('button', { name: 'Send inquiry' }), way);
          else await form.getByLabel('E-mail').press('Enter');
          expect(await actedBeforeHydration(page), 'the form was sent before hydration').toBe(true);
          release();
          await expect.poll(() => calls.length, { message: 'the form was sent', ...effectTimeout }).toBe(1);
          await expect(form.getByLabel('Message')).toHaveValue('', effectTimeout);
          expect(calls).toEqual([sent(message)]);
        });
      });
    }
  });
}

/** A form on a page, with values its rules accept and what a visitor has typed halfway. */
interface FormAtFirstPaint {
  name: string;
  path: string;
  form: string;
  submit: string;
  fields: readonly Typed[];
  /** Some fields, or part of the one field: not yet what the rules accept. */
  partly: readonly Typed[];
}

const inquiryOn =
  (form: string, fields: readonly Typed[], partly: readonly Typed[]) =>
  (route: { label: string; path: string }): FormAtFirstPaint => ({
    name: `${form} on ${route.label}`,
    path: route.path,
    form,
    submit: 'Send inquiry',
    fields,
    partly,
  });

const [subscribeField] = subscribeValues.map(([label]) => label);

const formsAtFirstPaint: FormAtFirstPaint[] = [
  ...[routes.contact, routes.home].map(
    inquiryOn('Get in touch', getInTouchValues, [...getInTouchValues.slice(0, 2), ['E-mail', 'asha.patel@example']]),
  ),
  ...[routes.leave, routes.productInquiry].map(
    inquiryOn('Product inquiry', productInquiryValues, [...productInquiryValues.slice(0, 3), ['Message', '   ']]),
  ),
  {
    name: 'Subscribe on Home',
    path: routes.home.path,
    form: 'Subscribe',
    submit: 'Subscribe',
    fields: subscribeValues,
    partly: [[subscribeField ?? '', 'name@exam']],
  },
];

/**
 * Records, at every frame the browser is about to paint, the forms whose submit button is enabled,
 * until the visitor first types: an untouched form must never show one. The look comes after the
 * page's own animation-frame callbacks, as the paint does: a resize observer's callbacks run after
 * them and after layout, so a probe the recorder resizes at every frame gives it one call per frame.
 */
async function recordSubmitButtonsAtEachFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const enabled = new Set<string>();
    Object.assign(window, { submitEnabledUntouched: enabled });
    let typed = false;
    document.addEventListener('input', () => (typed = true), true);
    const look = () => {
      if (typed) return;
      for (const form of document.querySelectorAll('form')) {
        const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
        if (submit && !submit.disabled) enabled.add(form.getAttribute('aria-label') ?? '');
      }
    };
    const probe = document.createElement('div');
    probe.style.cssText = 'position:fixed;top:0;left:0;height:1px;visibility:hidden;pointer-events:none';
    new ResizeObserver(look).observe(probe);
    const resize = () => {
      if (typed) return;
      if (!probe.isConnected) document.documentElement.append(probe);
      probe.style.width = probe.style.width === '1px' ? '2px' : '1px';
      requestAnimationFrame(resize);
    };
    requestAnimationFrame(resize);
  });
}

test.describe('a submit button before hydration', () => {
  for (const { name, path, form: formName, submit, fields, partly } of formsAtFirstPaint) {
    test(`${name}: disabled from the first paint while the form is invalid, enabled once valid, and so after hydration`, async ({
      page,
    }) => {
      await recordSubmitButtonsAtEachFrame(page);
      const { release } = await holdHydration(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const form = page.getByRole('form', { name: formName });
      const button = form.getByRole('button', { name: submit });
      await expect(button).toBeDisabled();
      expect(
        await page.evaluate(() => [
          ...((window as { submitEnabledUntouched?: Set<string> }).submitEnabledUntouched ?? []),
        ]),
      ).toEqual([]);
      for (const [label, value] of partly) await form.getByLabel(label, { exact: true }).fill(value);
      await expect(button).toBeDisabled();
      for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
      await expect(button).toBeEnabled();
      expect(await page.evaluate((ready) => document.documentElement.hasAttribute(ready), pageReadyAttribute)).toBe(
        false,
      );
      release();
      await expect(page.locator(pageReadySelector)).toHaveCount(1, effectTimeout);
      await form.hover();
      await expect(page.locator(islandSelector(), { has: form }).last()).toHaveAttribute(
        islandAttribute,
        'hydrated',
        effectTimeout,
      );
      await expect(button).toBeEnabled();
      const [firstLabel] = fields[0] ?? [];
      await form.getByLabel(firstLabel ?? '', { exact: true }).fill('');
      await expect(button).toBeDisabled();
    });
  }
});
