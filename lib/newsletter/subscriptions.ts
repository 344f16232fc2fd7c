import type { DocumentStore } from "@/lib/documents/port";
import type { MailMessage } from "@/lib/mail/port";
import { createUnsubscribeToken } from "@/lib/newsletter/unsubscribe-token";
import { welcomeEmail } from "@/lib/newsletter/welcome-email";

export interface NewsletterContext {
  store: DocumentStore;
  siteUrl: string;
  /** HMAC key for unsubscribe tokens (`signingSecret(config())`). */
  secret: string;
  now?: () => Date;
}

export type SubscribeResult =
  | { outcome: "created" | "reactivated"; welcome: MailMessage }
  | { outcome: "exists" };

/**
 * Subscribes an address that the shared schema has already trimmed and lowercased. A new address
 * is created in one conditional write; an address that unsubscribed earlier is made active again;
 * an active one is reported as existing. The caller sends the welcome email it gets back.
 */
export async function subscribe(email: string, { store, siteUrl, secret, now = () => new Date() }: NewsletterContext): Promise<SubscribeResult> {
  const welcome = () => welcomeEmail({ email, siteUrl, token: createUnsubscribeToken(secret, email) });
  const created = await store.createNewsletterSubscription({ email, subscribedAt: now().toISOString(), status: "active" });
  if (created === "created") return { outcome: "created", welcome: welcome() };
  const existing = await store.getNewsletterSubscription(email);
  if (existing?.status === "unsubscribed") {
    await store.setNewsletterStatus(email, "active");
    return { outcome: "reactivated", welcome: welcome() };
  }
  return { outcome: "exists" };
}

/** Sets the subscription to unsubscribed. Idempotent; an unknown address changes nothing. */
export async function unsubscribe(email: string, store: DocumentStore): Promise<void> {
  await store.setNewsletterStatus(email, "unsubscribed");
}
