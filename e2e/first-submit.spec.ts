import { expect, test } from "@playwright/test";
import { presetConsent } from "./support/chrome";

// The first keyboard submit of an empty form, as early as a visitor can make it on a slow device:
// before, during or after the swap to the enhanced form, focus lands on the first field that needs
// attention, which says why.

const FORMS = [
  { name: "apply", path: "/apply/engineering/senior-platform-engineer", first: "Role", submit: "Submit Application", invalid: "Full Name" },
  { name: "demo request", path: "/demo", first: "Name", submit: "Request a demo", invalid: "Name" },
];

test.describe("the first submit of an empty form under a 6× CPU slowdown", () => {
  // A page six times slower than this machine, which is itself loaded: minutes, not seconds.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL, "declined");
  });

  for (const form of FORMS) {
    test(`${form.name}: Tab to Submit and Enter at once puts focus on ${form.invalid}`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.goto(form.path, { waitUntil: "commit" });
      const main = page.getByRole("main");
      await main.getByLabel(form.first, { exact: true }).focus();
      const submit = main.getByRole("button", { name: form.submit });
      for (let step = 0; step < 12 && !(await submit.evaluate((button) => button === document.activeElement)); step += 1) {
        await page.keyboard.press("Tab");
      }
      await expect(submit).toBeFocused();
      await page.keyboard.press("Enter");

      const invalid = main.getByLabel(form.invalid, { exact: true });
      await expect(invalid).toBeFocused({ timeout: 30_000 });
      await expect(invalid).toHaveAttribute("aria-invalid", "true");
      await expect(invalid).toHaveAccessibleDescription(/.+/);
    });
  }
});
