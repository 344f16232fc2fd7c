import "server-only";
import { jsonError } from "@/lib/services/http/errors";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type Method = (typeof METHODS)[number];

/**
 * Set by server.mjs on a request whose method Next cannot route (TRACE, CONNECT, any other word),
 * which it hands on as OPTIONS so the route can answer for it.
 */
export const REFUSED_METHOD_HEADER = "x-lexor-refused-method";

/**
 * Handlers for the methods an API route does not take: 405 with `Allow` and a JSON body (Next's
 * own answer has neither), and OPTIONS naming what the route takes. A route file exports the
 * ones it does not implement: `export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");`
 */
export function otherMethods(...allowed: Exclude<Method, "HEAD" | "OPTIONS">[]): Record<Method, (request: Request) => Response> {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse = () =>
    jsonError(405, `This address answers ${allow} only.`, undefined, { Allow: allow, "Cache-Control": "no-store" });
  const options = (request: Request) =>
    request.headers.has(REFUSED_METHOD_HEADER) ? refuse() : new Response(null, { status: 204, headers: { Allow: allow } });
  return Object.fromEntries(METHODS.map((method) => [method, method === "OPTIONS" ? options : refuse])) as Record<
    Method,
    (request: Request) => Response
  >;
}
