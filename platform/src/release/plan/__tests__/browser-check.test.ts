describe('the browser check without Chromium', () => {
  it('refuses, and says how to install Chromium or skip the check', async () => {
    const previous = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nowhere/chromium';
    try {
      let check: typeof import('../browser-check') | undefined;
      jest.isolateModules(() => {
        check = jest.requireActual<typeof import('../browser-check')>('../browser-check');
      });
      const refused = await check?.checkInBrowser('http://127.0.0.1:9', ['/']).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(check?.ChromiumMissing);
      expect((refused as Error).message).toMatch(
        /\/nowhere\/chromium.*apt-get install -y chromium.*--skip-browser-check/,
      );
    } finally {
      if (previous === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = previous;
    }
  });
});
