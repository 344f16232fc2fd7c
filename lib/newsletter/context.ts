import { config } from "@/lib/config";
import { documents } from "@/lib/documents";
import { signingSecret } from "@/lib/security/signing-secret";
import type { NewsletterContext } from "@/lib/newsletter/subscriptions";

/** The configured store, public origin and signing secret the newsletter rules need. */
export async function newsletterContext(): Promise<NewsletterContext> {
  const settings = config();
  return { store: await documents(), siteUrl: settings.siteUrl, secret: signingSecret(settings) };
}
