import type { FormStatus } from "@/components/forms/form-status";
import type { FormRestore } from "@/components/forms/post-form";
import { NEWSLETTER_MESSAGES } from "@/lib/features/newsletter/messages";

export { NEWSLETTER_MESSAGES };

export type NewsletterStatus = FormStatus<{ message: string; alreadySubscribed: boolean }>;

export const NEWSLETTER_RESET_MS = 3000;

export function newsletterButtonLabel(status: NewsletterStatus): string {
  if (status.kind === "sending") return "Subscribing...";
  if (status.kind === "sent") return status.alreadySubscribed ? "Already Subscribed" : "Subscribed!";
  return "Subscribe";
}

export type NewsletterOutcome = Extract<NewsletterStatus, { kind: "sent" | "failed" }>;

export function newsletterOutcome(status: number | null, invalidMessage: string): NewsletterOutcome {
  if (status === null) return { kind: "failed", message: NEWSLETTER_MESSAGES.networkError };
  if (status === 201 || status === 200) return { kind: "sent", alreadySubscribed: false, message: NEWSLETTER_MESSAGES.success };
  if (status === 409) return { kind: "sent", alreadySubscribed: true, message: NEWSLETTER_MESSAGES.exists };
  if (status === 400) return { kind: "failed", message: invalidMessage };
  if (status === 429) return { kind: "failed", message: NEWSLETTER_MESSAGES.rateLimited };
  return { kind: "failed", message: NEWSLETTER_MESSAGES.serverError };
}

export interface NewsletterState {
  email: string;
  status: NewsletterStatus;
  invalid: boolean;
}

/** The form as the visit starts: empty, or as a refused post left it. Only an address refused by the rule or the server is invalid. */
export function initialNewsletterState(restore?: FormRestore): NewsletterState {
  const restoredError = restore?.fields.email ?? restore?.message;
  return {
    email: restore?.values.email ?? "",
    status: restoredError ? { kind: "failed", message: restoredError } : { kind: "editing" },
    invalid: Boolean(restore?.fields.email),
  };
}
