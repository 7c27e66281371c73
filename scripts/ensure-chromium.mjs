import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const install = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

if (!fs.existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`Debian's Chromium is missing; installing it: ${install}`);
    execFileSync('bash', ['-c', install], { stdio: 'inherit' });
  } else {
    console.error(
      `Debian's Chromium is missing at ${chromium}. Install it as root, then run the tests again:\n  sudo bash -c '${install}'`,
    );
    process.exit(1);
  }
}
