import { emailAddressSchema } from "@/lib/primitives/domain/email-address";
import { headerText } from "@/lib/primitives/domain/header-text";
import { honeypotField } from "@/lib/primitives/domain/honeypot";
import { z } from "@/lib/primitives/zod";

export const RESUME_MISSING_MESSAGE = "Please upload your resume before submitting.";

// GitHub and tech stack are optional here; a department's requirements make them required (`applicationSchemaFor`).
export const applicationFormSchema = z.strictObject({
  departmentId: headerText("Department", 100),
  role: headerText("Role", 200),
  name: headerText("Full Name", 200),
  email: emailAddressSchema(),
  phone: headerText("Phone Number", 40).refine((value) => /^[+()\d][\d\s().-]{5,}$/.test(value), "Please enter a valid phone number."),
  github: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), "Please enter a valid URL.")
    .default(""),
  techStack: z.string().trim().max(2000, "Tech Stack Experience is too long.").default(""),
  location: z.string().trim().max(200).default(""),
  workStyle: z.string().trim().max(50).default(""),
  resumeToken: z.string({ error: RESUME_MISSING_MESSAGE }).min(1, RESUME_MISSING_MESSAGE).max(2000),
  website: honeypotField,
});

export type ApplicationForm = z.infer<typeof applicationFormSchema>;

export interface ApplicationRequirements {
  githubRequired: boolean;
  techStackRequired: boolean;
}

export function applicationSchemaFor(requirements: ApplicationRequirements) {
  return applicationFormSchema.superRefine((value, ctx) => {
    if (requirements.githubRequired && value.github === "") {
      ctx.addIssue({ code: "custom", path: ["github"], message: "GitHub Profile is required." });
    }
    if (requirements.techStackRequired && value.techStack === "") {
      ctx.addIssue({ code: "custom", path: ["techStack"], message: "Tech Stack Experience is required." });
    }
  });
}

export interface Application {
  role: string;
  name: string;
  email: string;
  phone: string;
  github: string;
  resumeURL: string;
  techStack: string;
  location: string;
  workStyle: string;
  departmentId: string;
  submittedAt: string;
  status: "pending";
}
