// Debian's Chromium as every browser run here launches it (the e2e suite, the benches): headless,
// nothing fetched from the network on its own (no component updates, no sync), no sandbox (root).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
