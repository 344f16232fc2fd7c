import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { copyCheckout } from "@/tests/support/checkout-copy";
import { demoBlogPosts } from "@/tests/support/demo-content";
import { freePort, type GroupProcess, startGroup, waitForHttp } from "@/tests/support/processes";

/*
 * `npm run local:firebase` as an operator runs it, in a copy of the checkout so its build never
 * touches the .next folder other suites use: it must serve pages rendered from the seeded Firestore
 * emulator, store a write there, send its email over SMTP, and leave nothing listening once stopped.
 */
const copy = copyCheckout("lexor-local-firebase-");
let run: GroupProcess | undefined;

afterAll(async () => {
  await run?.stop();
  rmSync(copy, { recursive: true, force: true });
}, 600_000);

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

async function closed(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return false;
  } catch {
    return true;
  }
}

describe("npm run local:firebase", () => {
  it("serves the seeded Firestore content and stores a write through the production adapters, then stops", async () => {
    const port = await freePort();
    const smtpPort = await freePort();
    const mailPort = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const mail = `http://127.0.0.1:${mailPort}`;
    run = startGroup("npm", ["run", "local:firebase"], {
      cwd: copy,
      env: {
        HOST: "127.0.0.1",
        PORT: String(port),
        LOCAL_FIREBASE_SMTP_PORT: String(smtpPort),
        LOCAL_FIREBASE_MAIL_PORT: String(mailPort),
        SITE_URL: origin,
      },
    });
    await waitForHttp(`${origin}/api/ready`, { statuses: [200], process: run, timeoutMs: 1_200_000 });

    const ready = (await (await fetch(`${origin}/api/ready`)).json()) as { status: string; adapters: Record<string, { adapter: string }> };
    expect(ready.status).toBe("ready");
    expect(Object.fromEntries(Object.entries(ready.adapters).map(([port, state]) => [port, state.adapter]))).toEqual({
      documents: "firestore",
      files: "firebase-storage",
      mail: "smtp",
    });

    const article = demoBlogPosts.find((post) => post.status === "published");
    expect(article).toBeDefined();
    const page = await fetch(`${origin}/blog/${article?.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(escaped(article?.title ?? ""));

    const email = `local.firebase.${Date.now()}@example.com`;
    const subscribe = () =>
      fetch(`${origin}/api/newsletter`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      }).then((response) => response.status);
    expect(await subscribe()).toBe(201);
    expect(await subscribe(), "the first subscription is stored in Firestore").toBe(409);

    const deadline = Date.now() + 60_000;
    let delivered = false;
    while (!delivered && Date.now() < deadline) {
      const messages = (await (await fetch(`${mail}/messages`)).json()) as { envelope: { to: string[] } }[];
      delivered = messages.some((message) => message.envelope.to.includes(email));
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(delivered, "the welcome email reached the SMTP catcher").toBe(true);

    await run.stop(30_000);
    expect(run.output()).toContain("Ctrl-C stops everything.");
    expect(await closed(`${origin}/api/health`), "the site stopped").toBe(true);
    expect(await closed(`${mail}/health`), "the mail catcher stopped").toBe(true);
  }, 1_500_000);
});
