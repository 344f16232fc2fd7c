import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { NewsletterSubscription } from "@/lib/primitives/domain/newsletter";
import { commitWithMail } from "@/lib/services/mail-delivery/outbox";
import { createUnsubscribeToken, emailFromUnsubscribeToken } from "@/lib/features/newsletter/unsubscribe-token";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { welcomeEmail } from "@/lib/features/newsletter/welcome-email";

export interface NewsletterContext {
  store: DocumentStore;
  siteUrl: string;
  secret: string;
  now?: () => Date;
}

export async function getNewsletterSubscription(store: DocumentStore, email: string): Promise<NewsletterSubscription | null> {
  return (await store.get(COLLECTIONS.newsletters, email)) as NewsletterSubscription | null;
}

export type SubscribeOutcome = "created" | "reactivated" | "exists";

/** The welcome email rides in the same commit; the per-recipient limit may leave it out. */
export async function subscribe(
  { email }: { email: string },
  { store, siteUrl, secret, now = () => new Date() }: NewsletterContext,
): Promise<SubscribeOutcome> {
  const at = now();
  const source = { collection: COLLECTIONS.newsletters, id: email };
  const welcome = [{ kind: "newsletter-welcome" as const, content: welcomeEmail({ email, siteUrl, token: createUnsubscribeToken(secret, email) }) }];
  const subscription: NewsletterSubscription = { email, subscribedAt: at.toISOString(), status: "active" };
  const created = await commitWithMail(store, [{ op: "create", ...source, data: { ...subscription } }], welcome, { source, now: at });
  if (created.committed) return "created";
  if ((await getNewsletterSubscription(store, email))?.status !== "unsubscribed") return "exists";
  // `subscribedAt` keeps the first subscription's time.
  const reactivated = await commitWithMail(store, [{ op: "update", ...source, data: { status: "active" } }], welcome, { source, now: at });
  return reactivated.committed ? "reactivated" : "exists";
}

export async function unsubscribe(email: string, store: DocumentStore): Promise<void> {
  await store.commit([{ op: "update", collection: COLLECTIONS.newsletters, id: email, data: { status: "unsubscribed" } }]);
}

export async function unsubscribeByToken(token: string | null, context: NewsletterContext): Promise<void> {
  const email = emailFromUnsubscribeToken(context.secret, token);
  if (!email) throw new DomainError("invalid", "This unsubscribe link is not valid.");
  await unsubscribe(email, context.store);
}
