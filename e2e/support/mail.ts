// The mail catcher as the end-to-end specs see it: what arrived, waiting for a message, and
// stopping or restarting its SMTP side.
import { expect } from "@playwright/test";
import { type CaughtMail, caughtMail as fetchCaughtMail, setSmtp as setCatcherSmtp } from "@/tests/support/mail-catcher-client";
import { MAIL_CATCHER_URL } from "../../playwright.config";

export type { CaughtMail };

export function caughtMail(): Promise<CaughtMail[]> {
  return fetchCaughtMail(MAIL_CATCHER_URL);
}

/** Waits until the catcher holds a message matching `predicate`. */
export async function waitForMail(predicate: (mail: CaughtMail) => boolean, timeout = 15_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMail()).find(predicate);
        return Boolean(found);
      },
      { timeout, message: "expected email at the mail catcher" },
    )
    .toBe(true);
  return found as CaughtMail;
}

export function setSmtp(state: "stop" | "start"): Promise<void> {
  return setCatcherSmtp(MAIL_CATCHER_URL, state);
}

/** An address nobody else's test uses, so specs sharing one database never collide. */
/** Dots, never `-`: addresses sharing what comes before a `-` are one tag family, welcomed a few times a day. */
export function uniqueEmail(label: string): string {
  return `${label.replaceAll("-", ".")}.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
}
