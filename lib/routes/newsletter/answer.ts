import "server-only";
import { formOutcomeResponse } from "@/lib/services/http/form-post";
import { NEWSLETTER_MESSAGES } from "@/lib/features/newsletter/messages";
import type { SubscribeOutcome } from "@/lib/features/newsletter/subscriptions";

export function newsletterAnswer(outcome: SubscribeOutcome, page: boolean): Response {
  const exists = outcome === "exists";
  if (page) {
    const message = exists ? NEWSLETTER_MESSAGES.exists : NEWSLETTER_MESSAGES.success;
    return formOutcomeResponse({ form: "newsletter", status: "done", message });
  }
  if (exists) return Response.json({ status: "exists", error: NEWSLETTER_MESSAGES.exists }, { status: 409 });
  return Response.json({ status: "subscribed" }, { status: 201 });
}
