import { config } from "@/lib/primitives/config";
import { processWide } from "@/lib/primitives/process-wide";
import { documents } from "@/lib/features/content/store";
import { fileStore } from "@/lib/ports/files";
import { errorText, log } from "@/lib/primitives/log";
import { mailer } from "@/lib/ports/mail";

export type Port = "documents" | "files" | "mail";

export interface Probe {
  adapter: string;
  check: () => Promise<void>;
}

export interface Readiness {
  status: "ready" | "degraded" | "unready";
  adapters: Record<Port, { adapter: string; state: "up" | "down" }>;
}

const ESSENTIAL_PORTS: readonly Port[] = ["documents", "files"];

async function withinTimeout(check: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

// One run serves every caller for `ttlMs`, so probes cannot become a flood of SMTP handshakes; why an adapter is down is logged, never answered.
export function createReadinessCheck(
  probes: Record<Port, Probe>,
  { ttlMs = 5_000, timeoutMs = 3_000, clock = Date.now }: { ttlMs?: number; timeoutMs?: number; clock?: () => number } = {},
): () => Promise<Readiness> {
  let last: { startedAt: number; result: Promise<Readiness> } | undefined;

  async function run(): Promise<Readiness> {
    const entries = await Promise.all(
      (Object.entries(probes) as [Port, Probe][]).map(async ([port, probe]) => {
        try {
          await withinTimeout(probe.check, timeoutMs);
          return [port, { adapter: probe.adapter, state: "up" }] as const;
        } catch (error) {
          log.warn("readiness check failed", { port, adapter: probe.adapter, error: errorText(error) });
          return [port, { adapter: probe.adapter, state: "down" }] as const;
        }
      }),
    );
    const adapters = Object.fromEntries(entries) as Readiness["adapters"];
    const down = entries.filter(([, entry]) => entry.state === "down").map(([port]) => port);
    const status = down.some((port) => ESSENTIAL_PORTS.includes(port)) ? "unready" : down.length > 0 ? "degraded" : "ready";
    return { status, adapters };
  }

  return () => {
    const now = clock();
    if (!last || now - last.startedAt >= ttlMs) last = { startedAt: now, result: run() };
    return last.result;
  };
}

export function readiness(): Promise<Readiness> {
  const check = processWide("lexor.health.readiness", () => {
    const { adapters } = config();
    return createReadinessCheck({
      documents: { adapter: adapters.documents, check: async () => (await documents()).ping() },
      files: { adapter: adapters.files, check: () => fileStore().ping() },
      mail: { adapter: adapters.mail, check: () => mailer().ping() },
    });
  });
  return check();
}
