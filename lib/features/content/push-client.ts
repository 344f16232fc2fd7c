import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Problem } from "@/lib/features/content/source";

export interface PushFile {
  path: string;
  base64: string;
}

/** Every file of a content folder but hidden ones, as the staff push route takes them. */
export function folderFiles(folder: string): PushFile[] {
  const root = path.resolve(folder);
  const files: PushFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push({ path: path.relative(root, full).split(path.sep).join("/"), base64: fs.readFileSync(full).toString("base64") });
    }
  };
  walk(root);
  return files;
}

export interface RemotePushAnswer {
  status: number;
  body: {
    error?: string;
    problems?: Problem[];
    warnings?: Problem[];
    dryRun?: boolean;
    uploads?: string[];
    changes?: Array<{ action: string; collection: string; id: string; file: string; fields: string[] }>;
    unchanged?: number;
    failure?: { change: { collection: string; id: string; file: string }; error: string };
    notReached?: string[];
    refresh?: "done" | "owed" | "none";
  };
}

const BUSY_TRIES = 5;

/** An instance busy with other pushes answers 503 before reading the body: the same body is sent again after its Retry-After. */
export async function sendPush(siteUrl: string, token: string, files: PushFile[], dryRun: boolean): Promise<RemotePushAnswer> {
  const body = JSON.stringify({ files, dryRun });
  let answer: Response;
  for (let attempt = 1; ; attempt += 1) {
    answer = await fetch(new URL("/api/staff/content/push", siteUrl), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(120_000),
    });
    if (answer.status !== 503 || attempt === BUSY_TRIES) break;
    await answer.body?.cancel();
    const declared = Number(answer.headers.get("retry-after") ?? Number.NaN);
    const seconds = declared >= 0 ? Math.min(declared, 30) : 2;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
  const text = await answer.text();
  try {
    return { status: answer.status, body: JSON.parse(text) as RemotePushAnswer["body"] };
  } catch {
    return { status: answer.status, body: { error: `the site answered ${answer.status} without JSON: ${text.slice(0, 200)}` } };
  }
}
