/** The form's five states: idle, sending, subscribed, already subscribed, failed. */
export type NewsletterState = "idle" | "loading" | "success" | "exists" | "error";

/** Success (and, in our build, exists) returns to idle after this long. */
export const NEWSLETTER_RESET_MS = 3000;

export const NEWSLETTER_BUTTON_LABELS: Record<NewsletterState, string> = {
  idle: "Subscribe",
  loading: "Subscribing...",
  success: "Subscribed!",
  exists: "Already Subscribed",
  error: "Subscribe",
};

export const NEWSLETTER_MESSAGES = {
  success: "Thanks for subscribing! Check your inbox for a welcome email.",
  exists: "Already subscribed!",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  serverError: "Something went wrong on our side. Please try again in a moment.",
  networkError: "We couldn't reach our server. Check your connection and try again.",
} as const;

export interface NewsletterOutcome {
  state: Exclude<NewsletterState, "idle" | "loading">;
  message: string;
}

/**
 * What the form shows for an answer of `POST /api/newsletter` (or `null` when the request never got
 * one). Only an address the server rejects is called invalid (with the shared rule's message);
 * every other failure says what happened.
 */
export function newsletterOutcome(status: number | null, invalidMessage: string): NewsletterOutcome {
  if (status === null) return { state: "error", message: NEWSLETTER_MESSAGES.networkError };
  if (status === 201 || status === 200) return { state: "success", message: NEWSLETTER_MESSAGES.success };
  if (status === 409) return { state: "exists", message: NEWSLETTER_MESSAGES.exists };
  if (status === 400) return { state: "error", message: invalidMessage };
  if (status === 429) return { state: "error", message: NEWSLETTER_MESSAGES.rateLimited };
  return { state: "error", message: NEWSLETTER_MESSAGES.serverError };
}
