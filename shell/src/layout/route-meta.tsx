import { company } from '@radix/site-kit';

export interface RouteMetaProps {
  title: string;
  description: string;
  path?: string;
}

/**
 * Per-route document title, description, canonical link, Open Graph and Twitter card tags (React 19
 * hoists these into the head). The share card (`og:image`) is the rendered page's: the renderer
 * names it (`shareCardMeta`), knowing the release of the part that drew it; X shows it large.
 */
export function RouteMeta({ title, description, path }: RouteMetaProps) {
  const fullTitle = `${title} | ${company.name}`;
  const url = path === undefined ? undefined : new URL(path, company.url).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url !== undefined && <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {url !== undefined && <meta property="og:url" content={url} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
