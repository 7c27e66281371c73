/** Debian's Chromium and the flags it needs on machines with no network but the package registries. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How to get it where it is missing. */
export const chromiumInstall = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';
