import { expect, test } from './support/test';
import { skills } from '../shell/src/features/about/content/skills';
import { contactCopy } from '../shell/src/features/contact/content/contact';
import { expectPage, routes, company } from './support/site';
import { testimonials } from './support/shell-content';

test('Contact Us shows both offices, three phone links and the e-mail with its fixed subject', async ({ page }) => {
  await page.goto(routes.contact.path);
  await expectPage(page, routes.contact.title);
  const main = page.getByRole('main');
  const offices = main.getByRole('region', { name: contactCopy.offices.heading });
  await expect(offices.locator('address')).toHaveCount(2);
  await expect(offices.locator('address').nth(0)).toContainText('Gujarat, India');
  await expect(offices.locator('address').nth(1)).toContainText('Queensland, Australia');
  const phones = main.locator('a[href^="tel:"]');
  await expect(phones).toHaveCount(3);
  for (const [position, phone] of company.phones.entries()) {
    await expect(phones.nth(position)).toHaveAttribute('href', `tel:${phone.tel}`);
  }
  const mail = main.getByRole('link', { name: company.email });
  const href = await mail.getAttribute('href');
  expect(new URL(href ?? '').searchParams.get('subject')).toBe(company.mailSubject);
  const form = main.getByRole('region', { name: contactCopy.form.heading });
  await expect(form.locator('form')).toBeVisible();
});

test('About Us shows the skill percentages as progress bars', async ({ page }) => {
  await page.goto(routes.about.path);
  await expectPage(page, routes.about.title);
  await expect(page.getByRole('progressbar')).toHaveCount(skills.length);
  for (const skill of skills) {
    const bar = page.getByRole('progressbar', { name: skill.label, exact: true });
    await expect(bar).toHaveAttribute('aria-valuenow', String(skill.value));
    await expect(page.locator('.about-skill', { has: bar })).toContainText(`${skill.value}%`);
  }
  const last = page.getByRole('progressbar', { name: 'Pay per click' });
  await last.scrollIntoViewIfNeeded();
  await expect.poll(async () => last.evaluate((bar) => (bar.firstElementChild as HTMLElement).style.width)).toBe('98%');
});

test('the testimonials page shows all five testimonials', async ({ page }) => {
  await page.goto(routes.testimonials.path);
  await expectPage(page, routes.testimonials.title);
  const cards = page.getByRole('main').getByRole('figure');
  await expect(cards).toHaveCount(5);
  for (const [position, testimonial] of testimonials.entries()) {
    await expect(cards.nth(position)).toContainText(testimonial.name);
    await expect(cards.nth(position)).toContainText(testimonial.city);
  }
});

test('the product inquiry page has an intro and the form under its heading, with no product chosen', async ({
  page,
}) => {
  await page.goto(routes.productInquiry.path);
  await expectPage(page, routes.productInquiry.title);
  const section = page.getByRole('region', { name: 'Ask about our products' });
  await expect(section.locator('form')).toBeVisible();
  await expect(section.getByRole('combobox')).toHaveValue('');
});
