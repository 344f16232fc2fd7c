// Next inlines NEXT_PUBLIC_* only when written out in full; checked by hand because zod would add ~30 kB to every page.
const env = {
  NEXT_PUBLIC_SCHEDULER_URL: process.env.NEXT_PUBLIC_SCHEDULER_URL,
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
};

type PublicVariable = keyof typeof env;

const text = (name: PublicVariable): string | undefined => env[name]?.trim() || undefined;

function webUrl(name: PublicVariable): string | undefined {
  const value = text(name);
  if (value === undefined) return undefined;
  let protocol = "";
  try {
    protocol = new URL(value).protocol;
  } catch {
    // reported below
  }
  if (protocol !== "https:" && protocol !== "http:") {
    throw new Error(`Invalid public environment configuration:\n  ${name}: must be an http(s) URL`);
  }
  return value;
}

const apiKey = text("NEXT_PUBLIC_FIREBASE_API_KEY");
const appId = text("NEXT_PUBLIC_FIREBASE_APP_ID");
const measurementId = text("NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID");

export const publicConfig = {
  schedulerUrl: webUrl("NEXT_PUBLIC_SCHEDULER_URL"),
  firebase:
    apiKey && appId && measurementId
      ? {
          apiKey,
          authDomain: text("NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN"),
          projectId: text("NEXT_PUBLIC_FIREBASE_PROJECT_ID"),
          appId,
          measurementId,
        }
      : undefined,
};
