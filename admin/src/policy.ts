/**
 * The editor's own content security policy and robots rule. Decap CMS compiles its configuration's
 * schema with ajv (`new Function`: `'unsafe-eval'`) and styles itself with emotion (inline `<style>`:
 * `'unsafe-inline'`), both of which the site's policy forbids; so the editor lives on an origin of
 * its own in production and the site's pages keep theirs. It talks only to GitHub's API (and
 * locally to decap-server), shows GitHub's avatars, and is framed by nobody.
 */
export function editorPolicy({ proxy, devServer }: { proxy?: string; devServer?: boolean } = {}): string {
  const connect = ["'self'", 'https://api.github.com', ...(proxy ? [new URL(proxy).origin] : [])];
  // webpack-dev-server reloads the page over a WebSocket of its own origin.
  if (devServer) connect.push('ws:');
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers of every response of the editor: its policy, never indexed, never framed. */
export function editorHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
    'X-Robots-Tag': 'noindex, nofollow',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}
