import { screen, within } from '@testing-library/react';
import { productKeys, routes, type ProductKey } from '@radix/site-kit';
import { renderSettled } from '@radix/tooling/testing';
import { ProductPage } from '../components/product-page';

/** What the site states for each product, written here independently of the content modules. */
const specModules: Record<Exclude<ProductKey, 'schoolErp'>, RegExp[]> = {
  timesheet: [
    /activity-hours timesheets/i,
    /weekly submission/i,
    /approval by the responsible authority/i,
    /project lead and project manager/i,
    /monthly view/i,
    /^roles$/i,
    /activity budget hours/i,
    /activity assignment/i,
    /^reports$/i,
    /^dashboard$/i,
  ],
  leave: [
    /leave configuration/i,
    /leave limit/i,
    /monthly leave and assignment/i,
    /leave application/i,
    /leave authentication/i,
    /compensatory-off \(COFF\) application/i,
    /COFF authentication/i,
    /cancel application/i,
    /cancel authentication/i,
    /^dashboard$/i,
    /^reports$/i,
    /^roles$/i,
  ],
  project: [
    /^workflow$/i,
    /approval code and layer/i,
    /common documents/i,
    /change management/i,
    /^document management$/i,
    /project-wise lead, manager and coordinator/i,
    /dynamic document naming/i,
    /department library/i,
    /lessons learned/i,
    /master document list/i,
    /minutes of meeting/i,
    /project mail/i,
    /^transmittal$/i,
    /^document code$/i,
    /^status code$/i,
    /department percentage/i,
    /user role assignment/i,
    /^reports$/i,
    /work progress report/i,
    /^roles$/i,
  ],
  appraisal: [
    /objective setting/i,
    /technical and non-technical attributes/i,
    /attribute allocation/i,
    /appraisal form/i,
    /self rating/i,
    /responsible authentication person/i,
    /HR rating/i,
    /appraisal authentication/i,
    /^role$/i,
    /^reports$/i,
    /^dashboard$/i,
  ],
};

const form = <form aria-label="Product inquiry form" />;

async function renderProduct(product: ProductKey) {
  await renderSettled(<ProductPage product={product} inquiryForm={form} />, routes[product].path);
  return screen.findByRole('link', { name: 'Ask for a demo' });
}

function sectionNamed(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe.each(Object.keys(specModules) as (keyof typeof specModules)[])('the %s page', (product) => {
  it('opens with its banner title and a breadcrumb to Home and Products', async () => {
    await renderProduct(product);
    expect(screen.getByRole('heading', { level: 1, name: routes[product].title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', routes.home.path);
    expect(within(breadcrumb).getByRole('link', { name: 'Products' })).toHaveAttribute('href', routes.products.path);
    expect(within(breadcrumb).getByText(routes[product].label)).toHaveAttribute('aria-current', 'page');
  });

  it('lists every module the specification names, each as a card heading', async () => {
    await renderProduct(product);
    const modules = await screen.findByRole('region', { name: /everything in the/i });
    const titles = within(modules)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent ?? '');
    for (const module of specModules[product]) {
      expect(titles.some((title) => module.test(title))).toBe(true);
    }
  });

  it('shows the other four products with Read More links, then the inquiry form under its heading', async () => {
    await renderProduct(product);
    const others = sectionNamed('Other Products');
    const links = within(others).getAllByRole('link', { name: /read more/i });
    const expected = productKeys.filter((key) => key !== product).map((key) => routes[key].path);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected);
    const inquiry = sectionNamed('Send us an inquiry');
    expect(within(inquiry).getByRole('form', { name: 'Product inquiry form' })).toBeInTheDocument();
  });
});

describe('section order', () => {
  const headingsInOrder = async (product: ProductKey) => {
    await renderProduct(product);
    await screen.findByRole('region', { name: /everything in the/i });
    return screen.getAllByRole('region').map((region) => region.getAttribute('id'));
  };

  it('gives the common layout: intro, issues and challenges, why needed, modules, benefits and reporting, other products, inquiry', async () => {
    expect(await headingsInOrder('leave')).toEqual([
      'intro',
      'challenges',
      'why-needed',
      'modules',
      'benefits',
      'other-products',
      'inquiry',
    ]);
  });

  it('gives the appraisal page its own order: intro, why needed, why need, modules, benefits and reporting, other products', async () => {
    expect(await headingsInOrder('appraisal')).toEqual([
      'intro',
      'why-needed',
      'why-need',
      'modules',
      'benefits',
      'other-products',
      'inquiry',
    ]);
  });
});

describe('appraisal content', () => {
  const specLists = {
    'Why traditional appraisals fail': [/time-consuming/i, /natural biases/i, /waste of time/i, /stressful workplace/i],
    'What our appraisal software does for you': [
      /dynamic attributes/i,
      /yearly or half-yearly/i,
      /weightage per section/i,
      /open and close period/i,
      /dynamic KRAs/i,
      /self, superior and HR ratings/i,
      /automatic calculation/i,
      /details, summary and history/i,
      /pending appraisal list/i,
    ],
    'What employees and the organisation gain': [
      /career growth/i,
      /^performance$/i,
      /engagement/i,
      /training needs/i,
      /clarity of expectations/i,
      /conversation/i,
      /^goals$/i,
      /areas for improvement/i,
      /team bonds/i,
      /refocused work/i,
      /summary report/i,
      /detailed report/i,
      /pending report/i,
      /history report/i,
      /balance report/i,
    ],
  };

  it.each(Object.entries(specLists))('"%s" names everything the specification lists', async (section, expected) => {
    await renderProduct('appraisal');
    const region = await screen.findByRole('region', { name: section });
    const titles = within(region)
      .getAllByRole('heading')
      .map((heading) => heading.textContent ?? '');
    for (const item of expected) expect(titles.some((title) => item.test(title))).toBe(true);
  });
});
