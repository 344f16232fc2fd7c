import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const publicEnvSchema = z.object({
  NEXT_PUBLIC_SCHEDULER_URL: optionalText.pipe(z.url().optional()),
  NEXT_PUBLIC_FIREBASE_API_KEY: optionalText,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_APP_ID: optionalText,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: optionalText,
});

/**
 * Variables inlined into the browser bundle. Next replaces `process.env.NEXT_PUBLIC_*` only when
 * written out in full, so each one is named here.
 */
const parsed = publicEnvSchema.safeParse({
  NEXT_PUBLIC_SCHEDULER_URL: process.env.NEXT_PUBLIC_SCHEDULER_URL,
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
});

if (!parsed.success) {
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid public environment configuration:\n  ${problems.join("\n  ")}`);
}

const vars = parsed.data;

export const publicConfig = {
  schedulerUrl: vars.NEXT_PUBLIC_SCHEDULER_URL,
  firebase:
    vars.NEXT_PUBLIC_FIREBASE_API_KEY && vars.NEXT_PUBLIC_FIREBASE_APP_ID && vars.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID
      ? {
          apiKey: vars.NEXT_PUBLIC_FIREBASE_API_KEY,
          authDomain: vars.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
          projectId: vars.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
          appId: vars.NEXT_PUBLIC_FIREBASE_APP_ID,
          measurementId: vars.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
        }
      : undefined,
};
