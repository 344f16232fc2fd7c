import { z } from "@/lib/zod";

/** The site's own demo-request form, used when no scheduler address is configured. */
export const demoRequestSchema = z.strictObject({
  name: z.string().trim().min(1, "Name is required.").max(200).refine((v) => !/[\r\n]/.test(v), "Name must be on one line."),
  email: z.string().trim().max(254).pipe(z.email("Please enter a valid work email.")),
  company: z.string().trim().min(1, "Company is required.").max(200).refine((v) => !/[\r\n]/.test(v), "Company must be on one line."),
  message: z.string().trim().max(4000, "Message is too long.").default(""),
  website: z.string().max(500).default(""),
});

export type DemoRequestForm = z.infer<typeof demoRequestSchema>;

export interface DemoRequest extends Omit<DemoRequestForm, "website"> {
  createdAt: string;
}
