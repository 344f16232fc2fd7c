import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/features/content/store";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import type { NewsletterContext } from "@/lib/features/newsletter/subscriptions";

export async function newsletterContext(): Promise<NewsletterContext> {
  const settings = config();
  return { store: await documents(), siteUrl: settings.siteUrl, secret: signingSecret(settings) };
}
