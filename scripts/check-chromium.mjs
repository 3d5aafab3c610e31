// Browser tests drive Debian's Chromium: fail early, with the fix, when it is missing.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium was not found at ${path}.
Install it with:  sudo apt-get update && sudo apt-get install -y chromium
(or set CHROMIUM_PATH to a Chromium or Chrome binary). Do not use "npx playwright install".`);
  process.exit(1);
}
