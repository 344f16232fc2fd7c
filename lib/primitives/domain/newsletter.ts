import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from "@/lib/primitives/domain/email-address";
import { z } from "@/lib/primitives/zod";

export { INVALID_EMAIL_MESSAGE };

// Lowercased: `newsletters/{email}` is keyed by it.
export const newsletterEmailSchema = emailAddressSchema().toLowerCase();

export const newsletterRequestSchema = z.strictObject({ email: newsletterEmailSchema });

export type NewsletterStatus = "active" | "unsubscribed";

export interface NewsletterSubscription {
  email: string;
  subscribedAt: string;
  status: NewsletterStatus;
}
