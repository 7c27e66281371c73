import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@radix/site-kit';
import { renderSettled } from '@radix/tooling/testing';
import { ProductPage } from '../../product-page/components/product-page';

const coreModules = [
  'Admission',
  'Attendance',
  'Academic',
  'Alumni',
  'Certificates',
  'Dashboard',
  'Event & Activity',
  'Fees',
  'Front Office',
  'Human Resource',
  'Inventory',
  'MIS',
  'Communication',
  'Student Management',
  'Timetable',
  'Transport',
];

const namedAppFeatures = [
  'announcement',
  'appointment',
  'assignment',
  'attendance',
  'birthday',
  'circular',
  'complaint',
  'fees receipt',
  'event',
  'exam',
  'gallery',
  'holiday',
  'homework',
  'job opening',
  'meal plan',
  'news',
  'notice',
  'query',
  'QR code',
  'quiz',
  'result',
  'timetable',
  'visitor gate pass',
];

async function renderSchoolPage() {
  await renderSettled(
    <ProductPage product="schoolErp" inquiryForm={<form aria-label="Product inquiry form" />} />,
    routes.schoolErp.path,
  );
  return screen.findByRole('tablist');
}

/** The panel the selected tab controls. */
function selectedPanel(): HTMLElement {
  const tab = screen.getAllByRole('tab').find((candidate) => candidate.getAttribute('aria-selected') === 'true');
  const panel = document.getElementById(tab?.getAttribute('aria-controls') ?? '');
  expect(panel).toHaveAttribute('role', 'tabpanel');
  return panel as HTMLElement;
}

function panelTexts(): string[] {
  return within(selectedPanel())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('h3')?.textContent ?? item.textContent ?? '');
}

describe('the school ERP page', () => {
  it('opens with its banner, the 70 modules claim and the dashboards for franchise, teachers and students', async () => {
    await renderSchoolPage();
    expect(screen.getByRole('heading', { level: 1, name: routes.schoolErp.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: /70 modules/ }).length).toBeGreaterThan(0);
    const dashboards = screen.getByRole('region', { name: /a dashboard for every role/i });
    for (const role of ['Franchise', 'Teacher', 'Student']) {
      expect(within(dashboards).getByRole('heading', { name: `${role} dashboard` })).toBeInTheDocument();
    }
    for (const value of ['Vision', 'Goals', 'Mission', 'Client success']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
  });

  it('shows all 16 core modules in the first of five tabs', async () => {
    await renderSchoolPage();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Core Modules',
      'School Mobile Apps',
      'Communication Management',
      'Integrations',
      'Benefits',
    ]);
    expect(screen.getByRole('tab', { name: 'Core Modules' })).toHaveAttribute('aria-selected', 'true');
    expect(panelTexts()).toEqual(expect.arrayContaining(coreModules));
  });

  it('switches tabs by click, and lists about 30 app features including every one the specification names', async () => {
    const user = userEvent.setup();
    await renderSchoolPage();
    await user.click(screen.getByRole('tab', { name: 'School Mobile Apps' }));
    expect(screen.getByRole('tab', { name: 'School Mobile Apps' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Core Modules' })).toHaveAttribute('aria-selected', 'false');
    const features = panelTexts().map((text) => text.toLowerCase());
    expect(features.length).toBeGreaterThanOrEqual(28);
    for (const feature of namedAppFeatures) expect(features).toContain(feature.toLowerCase());
    await user.click(screen.getByRole('tab', { name: 'Integrations' }));
    expect(panelTexts()).toEqual(['SMS', 'Biometric', 'Dynamic website', 'Mobile apps', 'Online payment']);
  });

  it('moves between tabs with the arrow keys, keeping only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    await renderSchoolPage();
    await user.click(screen.getByRole('tab', { name: 'Core Modules' }));
    await user.keyboard('{ArrowRight}');
    const apps = screen.getByRole('tab', { name: 'School Mobile Apps' });
    expect(apps).toHaveFocus();
    expect(apps).toHaveAttribute('aria-selected', 'true');
    expect(selectedPanel()).toHaveAccessibleName('School Mobile Apps');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Communication Management' })).toHaveFocus();
    expect(panelTexts()).toEqual(expect.arrayContaining(['Circular', 'E-mail alerts', 'SMS alerts']));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Benefits' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([
      screen.getByRole('tab', { name: 'Benefits' }),
    ]);
  });

  it('shows the benefits as disclosures the browser keeps to one open panel, the first one open', async () => {
    const user = userEvent.setup();
    await renderSchoolPage();
    const groups = ['the organization', 'management', 'school administration', 'teachers', 'parents', 'students'];
    const panels = groups.map(
      (group) =>
        screen
          .getByRole('heading', { level: 3, name: `Benefits to ${group}` })
          .closest('details') as HTMLDetailsElement,
    );
    expect(new Set(panels.map((panel) => panel.name)).size).toBe(1);
    expect(panels[0]?.name).not.toBe('');
    expect(panels.map((panel) => panel.open)).toEqual([true, false, false, false, false, false]);
    await user.click(screen.getByRole('heading', { level: 3, name: 'Benefits to parents' }));
    expect(panels[4]?.open).toBe(true);
  });

  it('offers the Inquiry, Admission and Staff templates as named .xlsx downloads', async () => {
    await renderSchoolPage();
    const templates = screen.getByRole('region', { name: 'Download the data templates' });
    const links = within(templates).getAllByRole('link', { name: /download the/i });
    expect(links.map((link) => link.textContent)).toEqual([
      'Download the Inquiry template (Excel workbook)',
      'Download the Admission template (Excel workbook)',
      'Download the Staff template (Excel workbook)',
    ]);
    for (const link of links)
      expect(link.getAttribute('download')).toMatch(/^school-erp-(inquiry|admission|staff)-template\.xlsx$/);
  });
});
