import { site } from '@radix/site-kit';

export interface RouteMetaProps {
  title: string;
  description: string;
  path?: string;
}

/** Per-route document title, description and canonical link (React 19 hoists these into the head). */
export function RouteMeta({ title, description, path }: RouteMetaProps) {
  const fullTitle = `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {path !== undefined && <link rel="canonical" href={new URL(path, site.url).href} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
    </>
  );
}
