import type { ReactNode } from 'react';
import { breadcrumb, PageBanner, routes, type RouteKey } from '@radix/site-kit';

/** An inner page of the shell: banner with breadcrumb from the route table, then its sections. */
export function SimplePage({ route, children }: { route: RouteKey; children: ReactNode }) {
  const { title, description } = routes[route];
  return (
    <>
      <PageBanner title={title} summary={description} crumbs={breadcrumb(route)} />
      {children}
    </>
  );
}
