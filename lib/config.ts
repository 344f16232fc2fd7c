import path from "node:path";
import { z } from "@/lib/zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1"));

const emailList = optionalText.pipe(z.email().optional());

const milliseconds = z.coerce.number().int().min(50).max(3_600_000);

/**
 * Every environment variable the server reads, in one place. `.env.example` documents each one.
 * A malformed value stops the server at start-up with the variable's name.
 */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_URL: z.url().default("http://127.0.0.1:3000"),

  DATA_DIR: z.string().min(1).default(".data"),
  SQLITE_PATH: optionalText,
  SEED_DEMO_CONTENT: booleanFlag,

  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_CLIENT_EMAIL: optionalText.pipe(z.email().optional()),
  FIREBASE_PRIVATE_KEY: optionalText,
  FIREBASE_STORAGE_BUCKET: optionalText,
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  FIRESTORE_EMULATOR_HOST: optionalText,
  FIREBASE_STORAGE_EMULATOR_HOST: optionalText,

  FILES_DIR: optionalText,
  FILE_SIGNING_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),

  SMTP_URL: optionalText.pipe(
    z
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_OUTBOX_DIR: optionalText,
  MAIL_FROM: z.string().min(3).default("Lexor <no-reply@lexor.example>"),
  HIRING_TEAM_EMAIL: emailList.default("careers@lexor.example"),
  SALES_EMAIL: emailList.default("sales@lexor.example"),
  // A hung mail server costs the delivery worker these, never a visitor (lib/mail-delivery).
  SMTP_CONNECTION_TIMEOUT_MS: milliseconds.default(10_000),
  SMTP_GREETING_TIMEOUT_MS: milliseconds.default(10_000),
  SMTP_SOCKET_TIMEOUT_MS: milliseconds.default(30_000),
  MAIL_WORKER: booleanFlag,
  MAIL_WORKER_INTERVAL_MS: milliseconds.default(1_000),
  MAIL_RETRY_BASE_MS: milliseconds.default(30_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),

  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),

  REVALIDATION_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  JOB_APPLICANT_COUNTRIES: z
    .string()
    .default("US,GB,DE,NL,PL,PT,ES,CA")
    .transform((value) =>
      value
        .split(",")
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, "must be ISO 3166-1 alpha-2 country codes")).min(1)),
});

/** Data folders are runtime paths, not build inputs: the bundler must not trace them. */
const runtimePath = (...segments: string[]) => path.resolve(/*turbopackIgnore: true*/ ...segments);

export type ServerConfig = ReturnType<typeof resolveConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment and derives the adapter choices from it. */
export function resolveConfig(env: Record<string, string | undefined>) {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  const dataDir = runtimePath(vars.DATA_DIR);
  const firebaseConfigured = Boolean(
    vars.FIREBASE_PROJECT_ID || vars.GOOGLE_APPLICATION_CREDENTIALS || vars.FIREBASE_CLIENT_EMAIL,
  );
  const documents = firebaseConfigured ? ("firestore" as const) : ("sqlite" as const);
  const files = firebaseConfigured && vars.FIREBASE_STORAGE_BUCKET ? ("firebase-storage" as const) : ("local" as const);
  return {
    ...vars,
    siteUrl: vars.SITE_URL.replace(/\/$/, ""),
    dataDir,
    sqlitePath: runtimePath(vars.SQLITE_PATH ?? path.join(dataDir, "lexor.sqlite")),
    filesDir: runtimePath(vars.FILES_DIR ?? path.join(dataDir, "files")),
    outboxDir: runtimePath(vars.MAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox")),
    adapters: {
      documents,
      files,
      mail: vars.SMTP_URL ? ("smtp" as const) : ("outbox" as const),
    },
    seedDemoContent: vars.SEED_DEMO_CONTENT ?? documents === "sqlite",
  };
}

let cached: ServerConfig | undefined;

/** The server's configuration, parsed once per process. */
export function config(): ServerConfig {
  cached ??= resolveConfig(process.env);
  return cached;
}
