import { allRoutes, productId, productKeys, redirects, routeTrail, serviceKeys } from '../routes';

describe('route table', () => {
  it('keeps the public paths exactly as observed, including their spellings', () => {
    expect(allRoutes.map((route) => route.path)).toEqual([
      '/',
      '/aboutus',
      '/products',
      '/school-management-software',
      '/timesheet-management-software',
      '/leave-management-software',
      '/project-management-software',
      '/appraisal-management-software',
      '/product-inquiry',
      '/services',
      '/website-design-development',
      '/custome-software-development',
      '/graphical-design',
      '/search-engine-optimization',
      '/web-hosting',
      '/domain-registration',
      '/digital-marketing',
      '/security-camera',
      '/networking',
      '/mobile-app-dev',
      '/testimonial',
      '/contactus',
      '/tearmsandcondition',
      '/privacypolicy',
    ]);
  });

  it('has a unique path, a title and a description of at most 160 characters for every route', () => {
    expect(new Set(allRoutes.map((route) => route.path)).size).toBe(allRoutes.length);
    for (const route of allRoutes) {
      expect(route.title.length).toBeGreaterThan(3);
      expect(route.description.length).toBeGreaterThan(40);
      expect(route.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('numbers the products 1 to 5 as the product inquiry API expects', () => {
    expect(productKeys.map(productId)).toEqual([1, 2, 3, 4, 5]);
    expect(productId('schoolErp')).toBe(1);
    expect(productId('appraisal')).toBe(5);
  });

  it('lists ten service pages and redirects the corrected spellings', () => {
    expect(serviceKeys).toHaveLength(10);
    expect(redirects).toEqual([
      { from: '/custom-software-development', to: 'customSoftware' },
      { from: '/terms-and-conditions', to: 'terms' },
    ]);
  });

  it('places every product and service page under its list, every other page under home', () => {
    expect(routeTrail('home')).toEqual(['home']);
    expect(routeTrail('contact')).toEqual(['home', 'contact']);
    for (const key of productKeys) expect(routeTrail(key)).toEqual(['home', 'products', key]);
    for (const key of serviceKeys) expect(routeTrail(key)).toEqual(['home', 'services', key]);
  });
});
