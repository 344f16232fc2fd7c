import { emailAddressSchema } from "@/lib/primitives/domain/email-address";
import { headerText } from "@/lib/primitives/domain/header-text";
import { honeypotField } from "@/lib/primitives/domain/honeypot";
import { z } from "@/lib/primitives/zod";

/**
 * The site's own demo-request form, used when no scheduler address is configured. Name and company
 * end up in the sales email's subject and the address in its Reply-To.
 */
export const demoRequestSchema = z.strictObject({
  name: headerText("Name", 200),
  email: emailAddressSchema("Please enter a valid work email."),
  company: headerText("Company", 200),
  message: z.string().trim().max(4000, "Message is too long.").default(""),
  website: honeypotField,
});

export type DemoRequestForm = z.infer<typeof demoRequestSchema>;

export interface DemoRequest extends Omit<DemoRequestForm, "website"> {
  createdAt: string;
}
