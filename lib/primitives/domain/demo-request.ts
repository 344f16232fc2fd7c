import { emailAddressSchema } from "@/lib/primitives/domain/email-address";
import { headerText } from "@/lib/primitives/domain/header-text";
import { honeypotField } from "@/lib/primitives/domain/honeypot";
import { z } from "@/lib/primitives/zod";

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
