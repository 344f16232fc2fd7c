import "server-only";
import { config } from "@/lib/config";
import { HttpError, jsonError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { errorText, log, withLogFields } from "@/lib/log";
import { httpRequestFields, traceFields } from "@/lib/log/request";
import { RATE_LIMITS, type RateLimitBucket, rateLimiter } from "@/lib/rate-limit";

export interface WriteContext {
  request: Request;
  ip: string;
}

/**
 * Wraps a write route handler: cross-site browser requests refused (403), rate limit per client
 * address (429 with Retry-After), HttpError to
 * a JSON 4xx, anything unexpected to a JSON 503/500 without internals, and one structured log line
 * per request (route and Cloud Logging's `httpRequest`; no personal data). Every line logged while
 * the request runs carries its Cloud Trace id when the platform sent one.
 */
export function writeHandler<Args extends unknown[]>(
  route: string,
  bucket: RateLimitBucket,
  handle: (context: WriteContext, ...args: Args) => Promise<Response>,
) {
  const respond = async (request: Request, ...args: Args): Promise<Response> => {
    const started = performance.now();
    const ip = clientIp(request);
    let response: Response;
    try {
      const rule = RATE_LIMITS[bucket];
      assertSameOrigin(request);
      const verdict = await rateLimiter.check(bucket, ip, {
        ...rule,
        limit: Math.ceil(rule.limit * config().RATE_LIMIT_SCALE),
      });
      response = verdict.allowed
        ? await handle({ request, ip }, ...args)
        : jsonError(429, "Too many requests. Please try again shortly.", undefined, {
            "Retry-After": String(verdict.retryAfterSeconds),
          });
    } catch (error) {
      if (error instanceof HttpError) {
        response = jsonError(error.status, error.message, error.details, error.headers);
      } else {
        log.error("write handler failed", { route, error: errorText(error) });
        response = jsonError(503, "The service is temporarily unavailable. Please try again in a moment.");
      }
    }
    log.info("request", { route, ...httpRequestFields(request, response.status, performance.now() - started) });
    return response;
  };
  return (request: Request, ...args: Args): Promise<Response> =>
    withLogFields(traceFields(request.headers.get("x-cloud-trace-context"), config().projectId), () =>
      respond(request, ...args),
    );
}
