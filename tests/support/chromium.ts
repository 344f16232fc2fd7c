/**
 * Debian's Chromium and the flags it needs on these machines: as root it must run without the
 * sandbox, and without the background-networking flags it keeps trying hosts it cannot reach.
 * Shared by Playwright, the reliability suite and the benchmark.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
