import { expect, type Locator, type Page } from "@playwright/test";

/** Focuses `target` until the code it reaches for has taken over (`[data-interactive]`): a focus before hydration reaches no handler. */
export async function focusUntilInteractive(page: Page, target: Locator) {
  const interactive = page.locator("[data-interactive]");
  await expect
    .poll(async () => {
      if ((await interactive.count()) === 0) {
        await target.blur();
        await target.focus();
      }
      return interactive.count();
    })
    .toBe(1);
}
