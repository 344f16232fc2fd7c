import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "@/lib/primitives/zod";

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

const firebaseConfig = optionalText
  .transform((value, context) => {
    if (value === undefined) return undefined;
    try {
      // Like firebase-admin: a JSON object, or the path of a file holding one.
      return JSON.parse(value.startsWith("{") ? value : readFileSync(value, "utf8")) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "must be a JSON object or the path of a JSON file" });
      return z.NEVER;
    }
  })
  .pipe(z.looseObject({ projectId: z.string().min(1).optional(), storageBucket: z.string().min(1).optional() }).optional());

const commaList = (fallback: string, normalize: (item: string) => string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(",")
        .map((item) => normalize(item.trim()))
        .filter(Boolean),
    );

const milliseconds = z.coerce.number().int().min(50).max(3_600_000);

// `.env.example` documents every variable and `apphosting.yaml` sets each one a deployment needs (a test holds the three together).
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by `next build` while it pre-renders pages. */
  NEXT_PHASE: optionalText,
  /** Read by server.mjs: where the production server listens. */
  PORT: optionalText.pipe(
    z
      .string()
      .refine((value) => /^\d{1,5}$/.test(value) && Number(value) <= 65_535, "must be a port number from 0 to 65535")
      .optional(),
  ),
  HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.:[\]-]+$/, "must be a host name or an IP address")
      .optional(),
  ),
  /** How long a stopping server finishes requests and deliveries; Cloud Run sends SIGKILL 10 s after SIGTERM. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(60_000).default(6_000),
  SITE_URL: optionalText.pipe(z.url().optional()),

  /** The opt-in to the embedded adapters, a generated signing secret and demo content in production. */
  EMBEDDED_DEFAULTS: booleanFlag,
  DATA_DIR: z.string().min(1).default(".data"),
  SQLITE_PATH: optionalText,
  SEED_DEMO_CONTENT: booleanFlag,

  /** Set by Google's hosts (App Hosting, Cloud Run, Cloud Shell); they select Firestore and Cloud Storage. */
  GOOGLE_CLOUD_PROJECT: optionalText,
  FIREBASE_CONFIG: firebaseConfig,
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_CLIENT_EMAIL: optionalText.pipe(z.email().optional()),
  FIREBASE_PRIVATE_KEY: optionalText,
  FIREBASE_STORAGE_BUCKET: optionalText,
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  FIRESTORE_EMULATOR_HOST: optionalText,
  FIREBASE_STORAGE_EMULATOR_HOST: optionalText,
  /** The longest one Firestore call may take before the request is answered 503 (lib/primitives/firebase/deadline.ts). */
  FIRESTORE_DEADLINE_MS: milliseconds.default(3_000),
  /** The same for one Cloud Storage call; uploads and downloads take longer than a read. */
  STORAGE_DEADLINE_MS: milliseconds.default(10_000),

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
  // A hung mail server costs the delivery worker these, never a visitor (lib/services/mail-delivery).
  SMTP_CONNECTION_TIMEOUT_MS: milliseconds.default(10_000),
  SMTP_GREETING_TIMEOUT_MS: milliseconds.default(10_000),
  SMTP_SOCKET_TIMEOUT_MS: milliseconds.default(30_000),
  MAIL_WORKER: booleanFlag,
  MAIL_WORKER_INTERVAL_MS: milliseconds.default(1_000),
  MAIL_RETRY_BASE_MS: milliseconds.default(30_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /** Bearer secret of POST /api/mail/drain, which the scheduled function in functions/ calls. Unset: 503. */
  MAIL_DRAIN_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** The most messages one drain call claims, and the time after which it claims no more. */
  MAIL_DRAIN_MAX_MESSAGES: z.coerce.number().int().min(1).max(1_000).default(100),
  MAIL_DRAIN_BUDGET_MS: milliseconds.default(20_000),
  /** A newsletter send schedules its messages at most this many a minute: the mail provider's sending limit. */
  NEWSLETTER_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Subscribers queued per commit while a send is under way (Firestore takes 500 writes in one). */
  NEWSLETTER_QUEUE_BATCH: z.coerce.number().int().min(1).max(400).default(100),
  /** Permanent refusals (5xx) after which an address gets no more newsletters. */
  NEWSLETTER_MAX_PERMANENT_FAILURES: z.coerce.number().int().min(1).max(100).default(3),

  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),

  CACHE_EXPIRY_RECORD: booleanFlag,
  REDIS_URL: optionalText.pipe(
    z
      .url()
      .refine((value) => /^rediss?:\/\//.test(value), "must start with redis:// or rediss://")
      .optional(),
  ),

  /** Who may sign in to /staff: these addresses (comma-separated) and every address at STAFF_DOMAIN. Neither: nobody. */
  STAFF_EMAILS: commaList("", (email) => email.toLowerCase()).pipe(z.array(z.email("must be email addresses separated by commas"))),
  STAFF_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "must be a domain name such as lexor.example")
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  /** How long a staff session lasts (Firebase allows 14 days at most). */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(336).default(8),
  /** Identity Toolkit's web API key, for Firebase email-link sign-in on the server. */
  FIREBASE_WEB_API_KEY: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  /** Applications older than this are deleted, résumé and emails included, by the scheduled retention run. */
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),

  REVALIDATION_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  JOB_APPLICANT_COUNTRIES: commaList("US,GB,DE,NL,PL,PT,ES,CA", (code) => code.toUpperCase()).pipe(
    z.array(z.string().regex(/^[A-Z]{2}$/, "must be ISO 3166-1 alpha-2 country codes")).min(1),
  ),
});

type ServerEnv = z.infer<typeof serverEnvSchema>;

const FIREBASE_VARIABLES = [
  "FIREBASE_PROJECT_ID",
  "GOOGLE_APPLICATION_CREDENTIALS",
  "FIREBASE_CLIENT_EMAIL",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
] as const;
const GOOGLE_HOST_VARIABLES = ["GOOGLE_CLOUD_PROJECT", "FIREBASE_CONFIG"] as const;

export const EMBEDDED_OPT_IN_HINT =
  "To run on the embedded SQLite file, files folder and .eml outbox with a generated signing secret and " +
  "demo content instead (one machine, nothing leaves it: a demo, not a deployment), set EMBEDDED_DEFAULTS=true; " +
  "`npm run demo` does.";

function problemsOf(vars: ServerEnv, selectedBy: string | undefined, projectId?: string, storageBucket?: string) {
  const problems: string[] = [];
  if (selectedBy && !projectId) {
    problems.push(
      `FIREBASE_PROJECT_ID: ${selectedBy} selects Firestore, but no project is named (FIREBASE_PROJECT_ID, GOOGLE_CLOUD_PROJECT or FIREBASE_CONFIG)`,
    );
  }
  if (selectedBy && !storageBucket) {
    problems.push(
      `FIREBASE_STORAGE_BUCKET: ${selectedBy} selects Firestore and Cloud Storage, but no bucket is named (FIREBASE_STORAGE_BUCKET or FIREBASE_CONFIG's storageBucket); résumés would otherwise land on this machine's disk`,
    );
  }
  if (vars.NODE_ENV !== "production" || vars.EMBEDDED_DEFAULTS) return problems;
  if (!vars.SITE_URL) problems.push("SITE_URL: required in production, the public origin of canonical URLs, the sitemap and links in emails");
  if (!selectedBy) {
    problems.push("FIREBASE_PROJECT_ID: required in production (or GOOGLE_CLOUD_PROJECT / FIREBASE_CONFIG): no database is configured");
    problems.push("FIREBASE_STORAGE_BUCKET: required in production: no file storage is configured");
  }
  // `next build` pre-renders pages from the database; mail and signed links are for the server.
  if (vars.NEXT_PHASE === "phase-production-build") return problems;
  if (!vars.SMTP_URL) problems.push("SMTP_URL: required in production: without it emails are only written to a folder");
  if (!vars.FILE_SIGNING_SECRET) {
    problems.push("FILE_SIGNING_SECRET: required in production: at least 32 random characters, the same on every instance");
  }
  return problems;
}

function localOrigin(host = "127.0.0.1", port = "3000"): string {
  const reachable = ["0.0.0.0", "::", "[::]"].includes(host) ? "127.0.0.1" : host;
  return `http://${reachable.includes(":") && !reachable.startsWith("[") ? `[${reachable}]` : reachable}:${port}`;
}

/** Data folders are runtime paths, not build inputs: the bundler must not trace them. */
const runtimePath = (...segments: string[]) => path.resolve(/*turbopackIgnore: true*/ ...segments);

export type ServerConfig = ReturnType<typeof resolveConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";

  constructor(
    readonly problems: string[],
    readonly hint?: string,
  ) {
    super(["Invalid environment configuration:", ...problems.map((problem) => `  ${problem}`), ...(hint ? [hint] : [])].join("\n"));
  }
}

export function resolveConfig(env: Record<string, string | undefined>) {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const vars = parsed.data;
  const selectors = vars.EMBEDDED_DEFAULTS ? FIREBASE_VARIABLES : [...FIREBASE_VARIABLES, ...GOOGLE_HOST_VARIABLES];
  const firebaseSelectedBy = selectors.find((name) => vars[name] !== undefined);
  const projectId = vars.FIREBASE_PROJECT_ID ?? vars.GOOGLE_CLOUD_PROJECT ?? vars.FIREBASE_CONFIG?.projectId;
  const storageBucket = vars.FIREBASE_STORAGE_BUCKET ?? vars.FIREBASE_CONFIG?.storageBucket;
  const problems = problemsOf(vars, firebaseSelectedBy, projectId, storageBucket);
  if (problems.length > 0) {
    const productionWithoutOptIn = vars.NODE_ENV === "production" && !vars.EMBEDDED_DEFAULTS;
    throw new ConfigError(problems, productionWithoutOptIn ? EMBEDDED_OPT_IN_HINT : undefined);
  }

  const dataDir = runtimePath(vars.DATA_DIR);
  const documents = firebaseSelectedBy ? ("firestore" as const) : ("sqlite" as const);
  return {
    ...vars,
    siteUrl: (vars.SITE_URL ?? localOrigin(vars.HOST, vars.PORT)).replace(/\/$/, ""),
    projectId,
    storageBucket,
    dataDir,
    sqlitePath: runtimePath(vars.SQLITE_PATH ?? path.join(dataDir, "lexor.sqlite")),
    filesDir: runtimePath(vars.FILES_DIR ?? path.join(dataDir, "files")),
    outboxDir: runtimePath(vars.MAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox")),
    adapters: {
      documents,
      files: firebaseSelectedBy ? ("firebase-storage" as const) : ("local" as const),
      mail: vars.SMTP_URL ? ("smtp" as const) : ("outbox" as const),
      identity: firebaseSelectedBy || vars.FIREBASE_AUTH_EMULATOR_HOST ? ("firebase" as const) : ("email-link" as const),
    },
    seedDemoContent: vars.SEED_DEMO_CONTENT ?? documents === "sqlite",
  };
}

let cached: ServerConfig | undefined;

export function config(): ServerConfig {
  cached ??= resolveConfig(process.env);
  return cached;
}
