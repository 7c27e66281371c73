import type { RouteTable } from '@radix/site-kit/route-table';

describe("the shell's route table", () => {
  it("is the shell's own pages until a configuration brings the site release's table", () => {
    jest.isolateModules(() => {
      const { routeTable } = jest.requireActual<{ routeTable: () => RouteTable }>('../runtime/route-table');
      const paths = routeTable().routes.map((route) => route.path);
      expect(paths).toEqual(expect.arrayContaining(['/', '/aboutus', '/contactus']));
      expect(paths).not.toContain('/products');
      expect(new Set(routeTable().routes.map((route) => route.part))).toEqual(new Set(['shell']));
    });
  });
});
