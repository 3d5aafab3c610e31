import { existsSync } from 'node:fs';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere when needed. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumInstalled = () => existsSync(chromiumPath());

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
