import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/features/content/store";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import type { NewsletterContext } from "@/lib/features/newsletter/subscriptions";
import type { SendContext } from "@/lib/features/newsletter/sending";

export async function newsletterContext(): Promise<NewsletterContext> {
  const settings = config();
  return { store: await documents(), siteUrl: settings.siteUrl, secret: signingSecret(settings) };
}

export async function sendContext(): Promise<SendContext> {
  const settings = config();
  return {
    store: await documents(),
    settings: {
      siteUrl: settings.siteUrl,
      secret: signingSecret(settings),
      perMinute: settings.NEWSLETTER_SEND_PER_MINUTE,
      batch: settings.NEWSLETTER_QUEUE_BATCH,
      maxPermanentFailures: settings.NEWSLETTER_MAX_PERMANENT_FAILURES,
    },
  };
}
