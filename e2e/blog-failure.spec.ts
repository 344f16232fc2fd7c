import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT } from "./support/viewports";

/**
 * A second server on the same production build whose database cannot be opened: what a visitor
 * sees when an article that was not pre-rendered fails to load. Each project gets its own port.
 */
test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;
let origin = "";

test.beforeAll(async () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + (test.info().project.name === "mobile" ? 8 : 7);
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      EMBEDDED_DEFAULTS: "true",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: ".data/e2e-unreadable",
      // A path under a file: opening the database fails on every request.
      SQLITE_PATH: "/dev/null/unreadable/lexor.sqlite",
    },
    detached: true,
    stdio: "ignore",
  });
  await expect.poll(async () => (await fetch(`${origin}/api/ready`).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(503);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("an article that cannot be loaded says so, with Return to Blog", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto(`${origin}/blog/a-post-published-after-the-build`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Failed to load blog post");
  await expect(page.getByRole("heading", { name: "Blog post not found" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Blog" })).toHaveAttribute("href", "/blog");
  expect(errors.some((text) => text.includes("Failed to load blog post"))).toBe(true);
});

test("the view and like routes answer 503 JSON when the store is down", ANY_VIEWPORT, async ({ request }) => {
  const view = await request.post(`${origin}/api/blog/roadmaps-as-bets/view`);
  expect(view.status()).toBe(503);
  expect(await view.json()).toEqual({ error: expect.stringContaining("temporarily unavailable") });
  const like = await request.post(`${origin}/api/blog/roadmaps-as-bets/like`, { data: { liked: true } });
  expect(like.status()).toBe(503);
  expect(like.headers()["set-cookie"]).toBeUndefined();
});
