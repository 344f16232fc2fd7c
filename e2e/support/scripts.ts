import type { Page } from "@playwright/test";

/** Every script the page downloads from now on: how many, and whether any of them holds a text. */
export function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return {
    count: () => bodies.length,
    anyHolds: async (text: string) => (await Promise.all(bodies)).some((body) => body.includes(text)),
  };
}
