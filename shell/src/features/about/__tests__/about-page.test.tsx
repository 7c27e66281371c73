import { screen, within } from '@testing-library/react';
import { AboutPage } from '../../../pages/about-page';
import { mockReducedMotion, renderSettled } from '@radix/tooling/testing';
import { statements, storyHeading, storySteps } from '../content/about';
import { skillsHeading } from '../content/skills';

const expectedSkills: [string, number][] = [
  ['Web design', 94],
  ['Custom software', 92],
  ['E-commerce', 86],
  ['SEO', 91],
  ['Social media marketing', 96],
  ['Digital marketing', 93],
  ['Pay per click', 98],
];

describe('About page', () => {
  afterEach(() => mockReducedMotion(false));

  it('shows the skills of section 9 as labelled progress bars with visible values', async () => {
    await renderSettled(<AboutPage />);
    const section = screen.getByRole('region', { name: skillsHeading });
    const bars = within(section).getAllByRole('progressbar');
    expect(bars).toHaveLength(expectedSkills.length);
    for (const [label, value] of expectedSkills) {
      const bar = within(section).getByRole('progressbar', { name: label });
      expect(bar).toHaveAttribute('aria-valuenow', String(value));
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
      expect(bar.closest('li')).toHaveTextContent(`${label}${value}%`);
    }
  });

  it('fills the bars at once, without animation, when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    await renderSettled(<AboutPage />);
    const bar = screen.getByRole('progressbar', { name: 'Pay per click' });
    expect(bar.firstElementChild).toHaveStyle({ width: '98%' });
    expect(bar.closest('ul')).not.toHaveClass('about-skills--animated');
  });

  it('waits with the 2 s fill until the bars scroll into view', async () => {
    const observed: Element[] = [];
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    window.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        observed.length = 0;
      }
    } as unknown as typeof IntersectionObserver;
    await renderSettled(<AboutPage />);
    const fill = screen.getByRole('progressbar', { name: 'Web design' }).firstElementChild;
    expect(fill).toHaveStyle({ width: '0%' });
    expect(fill?.closest('ul')).toHaveClass('about-skills--animated');
    const { act } = await import('@testing-library/react');
    act(() => notify([{ isIntersecting: true }]));
    expect(fill).toHaveStyle({ width: '94%' });
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('has intro, vision and mission, and the behind-the-story steps in order', async () => {
    await renderSettled(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    statements.forEach((statement) =>
      expect(screen.getByRole('heading', { name: statement.title })).toBeInTheDocument(),
    );
    const story = screen.getByRole('region', { name: storyHeading });
    expect(
      within(story)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(storySteps.map((step) => step.title));
  });
});
