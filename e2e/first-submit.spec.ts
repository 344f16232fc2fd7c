import { expect, type Page, type Route, test } from "@playwright/test";
import { presetConsent } from "./support/chrome";

// The first keyboard submit of an empty form, as early as a visitor can make it on a slow device.
// A race under load becomes fixed moments: the page's scripts (or the form's own code) are held
// back until Enter has been pressed, so each moment is reached every run, not by chance.

type Moment = "before the page's scripts run" | "while the form's code loads" | "after the enhanced form took over" | "once hydrated";

// The apply form swaps the server's form for its own code on first reach; the demo form is its own code from the start.
const FORMS: { name: string; path: string; first: string; submit: string; invalid: string; moments: Moment[] }[] = [
  {
    name: "apply",
    path: "/apply/engineering/senior-platform-engineer",
    first: "Role",
    submit: "Submit Application",
    invalid: "Full Name",
    moments: ["before the page's scripts run", "while the form's code loads", "after the enhanced form took over"],
  },
  {
    name: "demo request",
    path: "/demo",
    first: "Name",
    submit: "Request a demo",
    invalid: "Name",
    moments: ["before the page's scripts run", "once hydrated"],
  },
];

/** Holds every script request while `holding` is on; `release` lets them all through. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  const state = { holding: false };
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, (route) => (state.holding ? held.push(route) : route.continue()));
  return {
    state,
    release: async () => {
      state.holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

const isHydrated = (page: Page, label: string) =>
  page
    .getByRole("main")
    .getByLabel(label, { exact: true })
    .evaluate((field) => Object.keys(field).some((key) => key.startsWith("__reactFiber$")));

test.describe("the first submit of an empty form under a 6× CPU slowdown", () => {
  // A page six times slower than this machine, which is itself loaded: minutes, not seconds.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
  });

  for (const form of FORMS) {
    for (const moment of form.moments) {
      test(`${form.name}, ${moment}: Tab to Submit and Enter puts focus on ${form.invalid}`, async ({ page }) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
        const scripts = await holdScripts(page);
        scripts.state.holding = moment === "before the page's scripts run";
        await page.goto(form.path, { waitUntil: "domcontentloaded" });
        const main = page.getByRole("main");
        const first = main.getByLabel(form.first, { exact: true });

        if (moment !== "before the page's scripts run") {
          await expect.poll(() => isHydrated(page, form.first), { timeout: 60_000 }).toBe(true);
          scripts.state.holding = moment === "while the form's code loads";
        }
        const serverForm = await first.evaluateHandle((field) => (field as HTMLInputElement).form);
        await first.focus();
        if (moment === "after the enhanced form took over") {
          await expect.poll(() => serverForm.evaluate((element) => element?.isConnected), { timeout: 60_000 }).toBe(false);
        }

        const submit = main.getByRole("button", { name: form.submit });
        for (let step = 0; step < 12 && !(await submit.evaluate((button) => button === document.activeElement)); step += 1) {
          await page.keyboard.press("Tab");
        }
        await expect(submit).toBeFocused();
        await page.keyboard.press("Enter");
        await scripts.release();

        const invalid = main.getByLabel(form.invalid, { exact: true });
        await expect(invalid).toBeFocused({ timeout: 30_000 });
        await expect(invalid).toHaveAttribute("aria-invalid", "true");
        await expect(invalid).toHaveAccessibleDescription(/.+/);
      });
    }
  }
});
