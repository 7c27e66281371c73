import { standInTurnstile, turnstileScriptUrl } from '@radix/site-kit/turnstile';
import { formsWidget } from '../forms-widget';
import { DeployRefused } from '../../context';

describe("a site release's forms widget", () => {
  it("is Cloudflare's, with the site's key, wherever TURNSTILE_SITE_KEY is set", () => {
    expect(formsWidget(standInTurnstile, 'https://www.radixsoftech.example', '0x4AAAAAAAsiteKey')).toEqual({
      siteKey: '0x4AAAAAAAsiteKey',
      scriptUrl: turnstileScriptUrl,
    });
    expect(formsWidget(undefined, 'http://127.0.0.1:8080', '0x4AAAAAAAsiteKey')?.scriptUrl).toBe(turnstileScriptUrl);
  });

  it("is the shell's own (the local stand-in) for a site served on this machine", () => {
    for (const origin of ['http://127.0.0.1:8080', 'http://localhost:9000', 'http://preview.localhost:9000'])
      expect(formsWidget(standInTurnstile, origin, '')).toEqual(standInTurnstile);
  });

  it('refuses a site on a public origin whose forms would have the stand-in or no widget', () => {
    expect(() => formsWidget(standInTurnstile, 'https://www.radixsoftech.example', '')).toThrow(DeployRefused);
    expect(() => formsWidget(standInTurnstile, 'https://www.radixsoftech.example', '')).toThrow(
      /https:\/\/www\.radixsoftech\.example names this machine's stand-in of Turnstile: set TURNSTILE_SITE_KEY/,
    );
    expect(() => formsWidget(undefined, 'https://127.0.0.1.nip.example', '')).toThrow(/names no widget/);
  });

  it("keeps a widget a deployment's own RUNTIME_CONFIG names with another key", () => {
    const own = { siteKey: '0x4AAAAAAAown', scriptUrl: turnstileScriptUrl };
    expect(formsWidget(own, 'https://www.radixsoftech.example', '')).toEqual(own);
  });
});
