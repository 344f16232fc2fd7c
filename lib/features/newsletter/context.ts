import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/features/content/store";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import type { NewsletterContext } from "@/lib/features/newsletter/subscriptions";

/** The configured store, public origin and signing secret the newsletter rules need. */
export async function newsletterContext(): Promise<NewsletterContext> {
  const settings = config();
  return { store: await documents(), siteUrl: settings.siteUrl, secret: signingSecret(settings) };
}
