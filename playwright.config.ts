import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./tests/support/chromium";

/** Ports can move so that several checkouts can run their suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const CONTROL_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2526);
export const MAIL_CATCHER_URL = `http://127.0.0.1:${CONTROL_PORT}`;
export const MAIL_CATCHER_SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
/** Everything the site's server prints during the run (e2e/support/site-server.ts). */
export const SERVER_LOG = path.resolve(".data/e2e-server.log");
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const OUTAGE_SPECS = /mail-outage\.spec\.ts$/;
/**
 * Specs that count what the server stored (résumés, applications, hiring departments; no-script
 * applies with scripts off) and specs that
 * change those counts: they run one test at a time, desktop then mobile, in projects of their own
 * while the rest runs beside them.
 */
const SERIAL_SPECS = /\/(careers-(api|apply|list)|no-script|staff)\.spec\.ts$/;
/**
 * Pushes and staff edits that publish posts (some dated now, forty at once) and move the refresh owed
 * by every push, and a newsletter sent to every subscriber: they run one at a time after the specs
 * that read the blog's lists, count departments and read their own mail.
 */
const PUBLISHING_SPECS =
  /\/(content-push-reliability|staff-api-tokens|content-departments|staff-posts|staff-revisions|staff-careers|staff-brands|newsletter-staff|newsletter-subscribers)\.spec\.ts$/;
/** The editor's post and role flows run again on a phone, one at a time, after the publishing project. */
const PUBLISHING_ON_MOBILE_SPECS = /\/(staff-posts|staff-careers)\.spec\.ts$/;
/**
 * What cannot depend on the screen size runs in the desktop projects only: whole sweeps named
 * `*.desktop.spec.ts`, single tests tagged ANY_VIEWPORT or TEMPLATE_CHECKED_AT_MOBILE
 * (e2e/support/viewports.ts).
 */
const DESKTOP_ONLY_SPECS = /\.desktop\.spec\.ts$/;
const DESKTOP_ONLY_TESTS = /@any-viewport|@template-checked-at-mobile/;

const chromium = CHROMIUM_LAUNCH;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    // First, so that its tests head the queue: one worker runs them while the other runs desktop and
    // mobile tests, rather than alone after them.
    {
      name: "serial-desktop",
      testMatch: SERIAL_SPECS,
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    {
      name: "desktop",
      testIgnore: [OUTAGE_SPECS, SERIAL_SPECS, PUBLISHING_SPECS],
      // Runs after this project and every project that depends on it (outage, after mobile too).
      teardown: "server-log",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    {
      name: "mobile",
      testIgnore: [OUTAGE_SPECS, SERIAL_SPECS, PUBLISHING_SPECS, DESKTOP_ONLY_SPECS],
      grepInvert: DESKTOP_ONLY_TESTS,
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
    {
      name: "serial-mobile",
      testMatch: SERIAL_SPECS,
      workers: 1,
      dependencies: ["serial-desktop"],
      grepInvert: DESKTOP_ONLY_TESTS,
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
    // Specs that stop the shared SMTP catcher run after every other spec, so no one else's mail is lost.
    {
      name: "outage",
      testMatch: OUTAGE_SPECS,
      dependencies: ["desktop", "mobile", "serial-mobile"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    {
      name: "publishing",
      testMatch: PUBLISHING_SPECS,
      workers: 1,
      dependencies: ["desktop", "mobile", "serial-mobile"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    {
      name: "publishing-mobile",
      testMatch: PUBLISHING_ON_MOBILE_SPECS,
      workers: 1,
      dependencies: ["publishing"],
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
    { name: "server-log", testMatch: /server-log\.teardown\.ts$/ },
  ],
  webServer: [
    {
      command: "npx tsx --conditions=react-server e2e/support/mail-catcher.ts",
      env: { MAIL_CATCHER_SMTP_PORT: String(SMTP_PORT), MAIL_CATCHER_HTTP_PORT: String(CONTROL_PORT) },
      url: `${MAIL_CATCHER_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: "npx tsx --conditions=react-server e2e/support/site-server.ts",
      url: `${baseURL}/api/health`,
      // The build runs first; a loaded machine needs many minutes for it.
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe",
      env: {
        HOST: "127.0.0.1",
        PORT: String(E2E_PORT),
        DATA_DIR: ".data/e2e",
        SITE_URL: baseURL,
        SMTP_URL: MAIL_CATCHER_SMTP_URL,
        SERVER_LOG,
        RATE_LIMIT_SCALE: "20",
        // The outbox worker polls often and retries soon, so mail held back by an outage arrives in seconds.
        MAIL_WORKER_INTERVAL_MS: "200",
        MAIL_RETRY_BASE_MS: "1000",
        // A newsletter issue reaches the catcher's few hundred subscribers in seconds.
        NEWSLETTER_SEND_PER_MINUTE: "6000",
        REVALIDATION_SECRET: "e2e-revalidation-secret-0123456789",
        FILE_SIGNING_SECRET: "e2e-file-signing-secret-0123456789abcdef",
        STAFF_EMAILS: "staff@lexor.example",
        // A syntactically valid but fake Firebase web config, so the analytics tests can check that
        // nothing is requested from Google before consent (this machine has no route to it anyway).
        NEXT_PUBLIC_FIREBASE_API_KEY: "e2e-fake-api-key",
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: "lexor-e2e",
        NEXT_PUBLIC_FIREBASE_APP_ID: "1:000000000000:web:0000000000e2e000",
        NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: "G-E2ETEST00",
      },
    },
  ],
});
