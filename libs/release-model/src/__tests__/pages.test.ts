import { redirects, routes } from '@radix/site-kit/routes';
import { isKnownPage, pageFile, pagePaths, renderedPageFile } from '../pages';

describe("the site's pages", () => {
  it('are the routes and the old spellings, with or without a trailing slash', () => {
    expect(pagePaths).toContain(routes.privacy.path);
    for (const { from } of redirects) expect(isKnownPage(from)).toBe(true);
    expect(isKnownPage(`${routes.about.path}/`)).toBe(true);
    expect(isKnownPage('/')).toBe(true);
    expect(isKnownPage('/no-such-page')).toBe(false);
    expect(isKnownPage('/aboutus/team')).toBe(false);
  });

  it("are answered by the route's own rendered file; an old spelling and an unknown path have none", () => {
    expect(renderedPageFile('/')).toBe('index.html');
    expect(renderedPageFile(routes.schoolErp.path)).toBe('school-management-software.html');
    expect(renderedPageFile(`${routes.about.path}/`)).toBe(pageFile(routes.about.path));
    expect(renderedPageFile('/terms-and-conditions')).toBeUndefined();
    expect(renderedPageFile('/no-such-page')).toBeUndefined();
  });
});
