import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "@/lib/primitives/domain/email-address";
import { z } from "@/lib/primitives/zod";

export { INVALID_EMAIL_MESSAGE };

/**
 * The address a visitor types, shared by the footer form and `POST /api/newsletter`: the one
 * address rule, lowercased, since `newsletters/{email}` is keyed by it.
 */
export const newsletterEmailSchema = emailAddressSchema().toLowerCase();

export const newsletterRequestSchema = z.strictObject({ email: newsletterEmailSchema });

export type NewsletterStatus = "active" | "unsubscribed";

/** `newsletters/{email}`, keyed by the lowercased, trimmed address. */
export interface NewsletterSubscription {
  email: string;
  subscribedAt: string;
  status: NewsletterStatus;
}
