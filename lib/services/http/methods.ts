import "server-only";
import { jsonError } from "@/lib/services/http/errors";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type Method = (typeof METHODS)[number];

// server.mjs hands a method Next cannot route (TRACE, CONNECT, any other word) on as OPTIONS with this header.
export const REFUSED_METHOD_HEADER = "x-lexor-refused-method";

// Next's own 405 has neither `Allow` nor a JSON body.
export function otherMethods(...allowed: Exclude<Method, "HEAD" | "OPTIONS">[]): Record<Method, (request: Request) => Response> {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse = () => jsonError(405, `This address answers ${allow} only.`, undefined, { Allow: allow, "Cache-Control": "no-store" });
  const options = (request: Request) =>
    request.headers.has(REFUSED_METHOD_HEADER) ? refuse() : new Response(null, { status: 204, headers: { Allow: allow } });
  return Object.fromEntries(METHODS.map((method) => [method, method === "OPTIONS" ? options : refuse])) as Record<Method, (request: Request) => Response>;
}
