// The site's write API as the browser calls it, in one place: if a handler's contract changes at
// merge time, this is the file to follow it.
import http from "node:http";
import type { ApplicationForm } from "@/lib/primitives/domain/application";

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  setCookie: string[];
  headers: http.IncomingHttpHeaders;
  json<T = Record<string, unknown>>(): T | null;
}

/** One keep-alive agent, so a load of thousands of requests does not open thousands of sockets. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  /** Sending it twice has the effect of sending it once, so a reset before any answer may be retried. */
  idempotent?: boolean;
}

/**
 * How long a request's socket may stay silent before it counts as hung: a bound for a server that
 * stopped answering, far above what a loaded machine's queue of a thousand requests takes.
 */
const IDLE_SOCKET_LIMIT_MS = 120_000;

/** Why a request was sent a second time; the suite prints the tally, so a retry never goes unseen. */
export type RetryReason =
  | "reused socket closed by the server"
  | "idempotent request reset before an answer"
  | "upload refused for now (503 with Retry-After: the instance's uploads in flight)";
export const retries = new Map<RetryReason, number>();

/**
 * A request through node:http rather than fetch: it sends bodies and header values exactly as
 * given (fetch normalises some), and follows no redirect.
 *
 * A request written to a keep-alive socket that the server closed meanwhile (the fault checks
 * restart it) is reset before the server reads a byte of it. That request never reached a handler,
 * so it is sent once more on a new socket, as Node's documentation advises. A request marked
 * `idempotent` (sending it twice does what sending it once does) is also sent again when its
 * connection is reset before any answer arrives, wherever the reset came from. Any other reset
 * fails the request.
 */
export async function send(origin: string, request: RawRequest): Promise<Answer> {
  try {
    return await sendOnce(origin, request);
  } catch (error) {
    if (!(error instanceof ResetBeforeAnswer)) throw error;
    const reason: RetryReason | null = error.reusedSocket
      ? "reused socket closed by the server"
      : request.idempotent
        ? "idempotent request reset before an answer"
        : null;
    if (!reason) throw error.original;
    retries.set(reason, (retries.get(reason) ?? 0) + 1);
    return sendOnce(origin, request, true);
  }
}

/** A connection closed under a request before any answer; `original` is the socket's own error. */
class ResetBeforeAnswer extends Error {
  override name = "ResetBeforeAnswer";
  constructor(
    readonly original: NodeJS.ErrnoException,
    readonly reusedSocket: boolean,
  ) {
    super(original.message);
  }
}

/**
 * Sockets that have carried an answer. Node's agent marks `request.reusedSocket` only when a
 * request finds an idle socket, not when it waited in the agent's queue for a socket another
 * request just freed, so reuse is also read from here.
 */
const socketsThatAnswered = new WeakSet<object>();

function sendOnce(origin: string, request: RawRequest, freshSocket = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent: freshSocket ? false : agent,
        headers: { ...(body ? { "content-length": String(body.byteLength) } : {}), ...request.headers },
        timeout: request.timeoutMs ?? IDLE_SOCKET_LIMIT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const setCookie = response.headers["set-cookie"] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            text,
            setCookie,
            headers: response.headers,
            json<T>() {
              try {
                return JSON.parse(text) as T;
              } catch {
                return null;
              }
            },
          });
        });
      },
    );
    let answered = false;
    outgoing.on("response", () => {
      answered = true;
      socketsThatAnswered.add(outgoing.socket as object);
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${request.method} ${request.path} timed out`)));
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (answered || (error.code !== "ECONNRESET" && error.code !== "EPIPE")) return reject(error);
      const reused = outgoing.reusedSocket || (outgoing.socket !== null && socketsThatAnswered.has(outgoing.socket));
      reject(new ResetBeforeAnswer(error, reused));
    });
    outgoing.end(body);
  });
}

const JSON_HEADERS = { "content-type": "application/json" };

export const subscribe = (origin: string, email: string) =>
  send(origin, { method: "POST", path: "/api/newsletter", headers: JSON_HEADERS, body: JSON.stringify({ email }) });

/** A JSON POST carrying the site's own Origin, as the staff forms send it. */
export const postJson = (origin: string, route: string, body: unknown, cookie = "") =>
  send(origin, { method: "POST", path: route, headers: { ...JSON_HEADERS, origin, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

/**
 * A real staff sign-in: asks for the link for `email`, completes the code in the text `mailText`
 * answers with (the sign-in email, however the caller reads it), returns the session cookie.
 */
export async function staffSignIn(origin: string, email: string, mailText: () => Promise<string>): Promise<string> {
  const asked = await postJson(origin, "/api/staff/sign-in", { email });
  if (asked.status !== 202) throw new Error(`the sign-in request answered HTTP ${asked.status}`);
  const code = decodeURIComponent(/sign-in\/complete\?code=(\S+)/.exec(await mailText())?.[1] ?? "");
  const session = await postJson(origin, "/api/staff/session", { code });
  if (session.status !== 200) throw new Error(`the sign-in completion answered HTTP ${session.status}`);
  const cookie = session.setCookie.map((line) => line.split(";")[0] ?? "").find((pair) => pair.startsWith("lexor_staff=")) ?? "";
  if (!cookie || cookie === "lexor_staff=") throw new Error("the sign-in set no staff session cookie");
  return cookie;
}

export const likePath = (slug: string) => `/api/blog/${encodeURIComponent(slug)}/like`;
export const viewPath = (slug: string) => `/api/blog/${encodeURIComponent(slug)}/view`;

/** The name=value pairs of Set-Cookie lines, as a browser would send them back. */
export const cookieHeader = (setCookie: string[]) => setCookie.map((line) => line.split(";")[0]).join("; ");

/**
 * A like sets the visitor's state rather than toggling it, so with the visitor's cookie sending it
 * twice is sending it once. Without a cookie the server makes a new visitor: only an unlike, which
 * changes nothing for a visitor who never liked, may then be sent again.
 */
export const like = (origin: string, slug: string, liked: boolean, cookie?: string) =>
  send(origin, {
    method: "POST",
    path: likePath(slug),
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ liked }),
    idempotent: cookie !== undefined || !liked,
  });

/** The smallest file every PDF sniffer accepts: the magic bytes, one object, a trailer. */
export const SAMPLE_PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

/** The multipart field the apply form sends its résumé in (beside `departmentId`). */
export const RESUME_FIELD = "file";

/** Builds a multipart/form-data body by hand, so tests control every byte. */
export function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----reliability${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`));
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadResume(
  origin: string,
  departmentId: string,
  file: { data: Buffer; filename: string; type: string } = { data: SAMPLE_PDF, filename: "resume.pdf", type: "application/pdf" },
): Promise<{ answer: Answer; token: string | null }> {
  const { body, contentType } = multipart([
    { name: "departmentId", data: departmentId },
    { name: RESUME_FIELD, ...file },
  ]);
  const upload = () => send(origin, { method: "POST", path: "/api/resumes", headers: { "content-type": contentType }, body });
  let answer = await upload();
  // What the 503 asks of a client: come back after Retry-After.
  for (let attempt = 0; attempt < 20 && answer.status === 503 && answer.headers["retry-after"]; attempt += 1) {
    const reason: RetryReason = "upload refused for now (503 with Retry-After: the instance's uploads in flight)";
    retries.set(reason, (retries.get(reason) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers["retry-after"]) * 1000));
    answer = await upload();
  }
  const token = answer.json<{ token?: unknown }>()?.token;
  return { answer, token: typeof token === "string" ? token : null };
}

export type ApplicationBody = Partial<Record<keyof ApplicationForm, string>>;

export const apply = (origin: string, application: ApplicationBody) =>
  send(origin, { method: "POST", path: "/api/applications", headers: JSON_HEADERS, body: JSON.stringify(application) });

/** A complete, valid application to the strategy department (no GitHub or tech stack required). */
export function applicationFor(
  department: { id: string; roles: string[] },
  email: string,
  resumeToken: string,
  overrides: ApplicationBody = {},
): ApplicationBody {
  return {
    departmentId: department.id,
    role: department.roles[0] ?? "",
    name: "Ada Reliability",
    email,
    phone: "+44 20 7946 0000",
    github: "https://github.com/lexor-reliability",
    techStack: "TypeScript, PostgreSQL",
    resumeToken,
    ...overrides,
  };
}

/** Runs `task` for every item with at most `concurrency` in flight. */
export async function pool<T, R>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}
