import { z } from "@/lib/zod";

/** The spec's rule: non-space text, an at sign, text, a dot, text (control characters count as space). */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email.";

/** The address a visitor types, shared by the footer form and `POST /api/newsletter`. */
export const newsletterEmailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);

export const newsletterRequestSchema = z.strictObject({ email: newsletterEmailSchema });

export type NewsletterStatus = "active" | "unsubscribed";

/** `newsletters/{email}`, keyed by the lowercased, trimmed address. */
export interface NewsletterSubscription {
  email: string;
  subscribedAt: string;
  status: NewsletterStatus;
}
