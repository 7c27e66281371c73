import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { openWithStoppedClock, settleLayout } from './support/clock';
import { expectPage, routes } from './support/site';

const productKeys = ['schoolErp', 'timesheet', 'leave', 'project', 'appraisal'] as const;

test('the products list shows five cards, each linking to its product page', async ({ page }) => {
  await page.goto(routes.products.path);
  await expectPage(page, routes.products.title);
  const cards = page.getByRole('region', { name: /web-based software/i }).getByRole('article');
  await expect(cards).toHaveCount(5);
  for (const [index, key] of productKeys.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: routes[key].label })).toBeVisible();
    await expect(card.locator('img[width="480"][height="320"]')).toHaveCount(1);
    await expect(card.getByRole('link', { name: `Read More about ${routes[key].label}` })).toHaveAttribute(
      'href',
      routes[key].path,
    );
  }
  await cards
    .nth(2)
    .getByRole('link', { name: /read more/i })
    .click();
  await expect(page).toHaveURL(routes.leave.path);
  await expectPage(page, routes.leave.title);
});

for (const key of productKeys) {
  test(`${routes[key].path}: breadcrumb, Other Products and the inquiry form`, async ({ page }) => {
    await page.goto(routes[key].path);
    await expectPage(page, routes[key].title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[key].title);
    const others = page.getByRole('region', { name: 'Other Products' });
    const links = others.getByRole('link', { name: /read more/i });
    await expect(links).toHaveCount(4);
    const expected = productKeys.filter((other) => other !== key).map((other) => routes[other].path);
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
    ).toEqual(expected);
    await expect(page.getByRole('region', { name: 'Send us an inquiry' }).locator('form')).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(routes.products.path);
    await page.goBack();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(routes.home.path);
  });
}

test('an Other Products link opens that product page', async ({ page }) => {
  await page.goto(routes.timesheet.path);
  await page
    .getByRole('region', { name: 'Other Products' })
    .getByRole('link', { name: `Read More about ${routes.appraisal.label}` })
    .click();
  await expect(page).toHaveURL(routes.appraisal.path);
  await expectPage(page, routes.appraisal.title);
});

test('a product page downloads only its own content, once the visitor reaches for the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(routes.timesheet.path);
  const region = page.getByRole('region', { name: /everything in the timesheet software/i });
  await expect(region).toBeVisible();
  await region.hover();
  await expect.poll(() => scripts.some((url) => /product-timesheet/.test(url))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /product-(school-erp|leave|project|appraisal)/.test(url))).toEqual([]);
});

async function headerRow(page: Page, template: string) {
  await page.goto(routes.schoolErp.path);
  const link = page.getByRole('link', { name: `Download the ${template} template` });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`school-erp-${template.toLowerCase()}-template.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const values = workbook.worksheets[0]!.getRow(1).values as unknown[];
  return values.filter((value): value is string => typeof value === 'string');
}

test.describe('school ERP templates', () => {
  const firstColumns = { Inquiry: 'Inquiry Date', Admission: 'Admission No', Staff: 'Employee Code' } as const;
  for (const [template, first] of Object.entries(firstColumns)) {
    test(`the ${template} template downloads as a workbook with its header row`, async ({ page }) => {
      const header = await headerRow(page, template);
      expect(header[0]).toBe(first);
      expect(header.length).toBeGreaterThan(10);
    });
  }
});

test('the school ERP module tabs work with the keyboard', async ({ page }) => {
  await page.goto(routes.schoolErp.path);
  const core = page.getByRole('tab', { name: 'Core Modules' });
  await core.click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'School Mobile Apps' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('Visitor gate pass');
});

test.describe('the OUR PRODUCTS slider on the home page', () => {
  const widths = [
    [1280, 3],
    [1000, 3],
    [800, 2],
    [700, 2],
    [590, 2],
    [470, 1],
  ] as const;

  for (const [width, count] of widths) {
    test(`shows ${count} products at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(routes.home.path);
      const slider = page.getByRole('region', { name: 'Our products' });
      await expect(slider.locator('.slick-slide.slick-active')).toHaveCount(count);
      await expect(slider.locator('.slick-slide.slick-active').first().getByRole('link')).toBeVisible();
    });
  }

  test('sits under its OUR PRODUCTS heading and links each product', async ({ page }) => {
    await page.goto(routes.home.path);
    const section = page.getByRole('region', { name: 'OUR PRODUCTS' });
    await expect(section.getByRole('heading', { level: 2, name: 'OUR PRODUCTS' })).toBeVisible();
    const slides = section.locator('.slick-slide:not(.slick-cloned)');
    await expect(slides).toHaveCount(5);
    for (const [index, key] of productKeys.entries()) {
      await expect(slides.nth(index).locator('a')).toHaveAttribute('href', routes[key].path);
    }
    await section.locator('.slick-slide.slick-active').first().getByRole('link').click();
    await expect(page).toHaveURL(routes.schoolErp.path);
  });

  test('advances after 8 s and stops with its pause control', async ({ page }) => {
    const slider = page.getByRole('region', { name: 'Our products' });
    await openWithStoppedClock(page, routes.home.path, slider.locator('.slick-slide.slick-active').first());
    await settleLayout(page);
    const first = () => slider.locator('.slick-slide.slick-active').first();
    await expect(first()).toHaveAttribute('data-index', '0');
    await page.clock.runFor(7000);
    await expect(first()).toHaveAttribute('data-index', '0');
    await page.clock.runFor(2000);
    await expect(first()).toHaveAttribute('data-index', '1');
    await slider.getByRole('button', { name: 'Pause Our products' }).click();
    await page.clock.runFor(20000);
    await expect(first()).toHaveAttribute('data-index', '1');
    await expect(slider.getByRole('button', { name: 'Play Our products' })).toBeVisible();
  });
});
