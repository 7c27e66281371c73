import type { ComponentType, ReactNode } from 'react';
import { Fragment, isValidElement } from 'react';
import { allRoutes } from '@radix/site-kit';
import { PageSlot } from '../components/page-slot';
import { loadShellPage } from '../runtime/shell-pages';
import { routeRemotes } from '@radix/site-kit/route-remotes';
import { renderSettled } from '@radix/tooling/testing';

const mockRequested = new Set<string>();

/**
 * Every remote module stands in as a plain element that renders the elements among its props, as
 * the product page renders the inquiry form the shell hands it.
 */
jest.mock('../runtime/remotes', () => {
  const actual = jest.requireActual<typeof import('../runtime/remotes')>('../runtime/remotes');
  const stubs = new Map<string, ComponentType<Record<string, unknown>>>();
  return {
    ...actual,
    remoteComponent: (id: string) => {
      mockRequested.add(id);
      let stub = stubs.get(id);
      if (!stub) {
        stub = (props) => (
          <div data-remote={id}>
            {Object.entries(props)
              .filter(([, value]) => isValidElement(value))
              .map(([name, element]) => (
                <Fragment key={name}>{element as ReactNode}</Fragment>
              ))}
          </div>
        );
        stubs.set(id, stub);
      }
      return stub;
    },
  };
});

describe('the remote modules each route shows', () => {
  beforeEach(() => mockRequested.clear());

  it.each(allRoutes.map((route) => [route.key, route] as const))(
    '%s: as routeRemotes lists them',
    async (_key, route) => {
      await loadShellPage(route.key);
      await renderSettled(<PageSlot route={route.key} />, route.path);
      expect([...mockRequested].sort()).toEqual([...routeRemotes[route.key]].sort());
    },
  );
});
