import { newsletterContext } from "@/lib/features/newsletter/context";
import { getNewsletterSubscription } from "@/lib/features/newsletter/subscriptions";
import { emailFromUnsubscribeToken } from "@/lib/features/newsletter/unsubscribe-token";

export type UnsubscribeLink = { state: "invalid" } | { state: "unsubscribed"; email: string } | { state: "subscribed"; email: string; token: string };

/** Only reads: mail scanners open links, so the change waits for the button or the one-click POST. */
export async function readUnsubscribeLink(token: string | undefined): Promise<UnsubscribeLink> {
  const context = await newsletterContext();
  const email = token ? emailFromUnsubscribeToken(context.secret, token) : null;
  if (!email || !token) return { state: "invalid" };
  const subscription = await getNewsletterSubscription(context.store, email);
  return subscription?.status === "active" ? { state: "subscribed", email, token } : { state: "unsubscribed", email };
}
