import "server-only";
import { config } from "@/lib/primitives/config";
import { errorResponseParts, jsonError } from "@/lib/services/http/errors";
import { clientIp } from "@/lib/services/http/client-ip";
import { formOutcomeResponse, isPageSubmission, submittedValues } from "@/lib/services/http/form-post";
import type { FormName } from "@/lib/services/forms/outcome";
import { assertSameOrigin } from "@/lib/services/http/same-origin";
import { apiTokenOf } from "@/lib/services/http/bearer";
import { errorText, log, withLogFields } from "@/lib/primitives/log";
import { httpRequestFields, traceFields } from "@/lib/primitives/log/request";
import { RATE_LIMITS, type RateLimitBucket, rateLimiter } from "@/lib/services/rate-limit";

export interface WriteContext {
  request: Request;
  ip: string;
  page: boolean;
}

function failurePage(form: FormName, request: Request, status: number, message: string, details?: Record<string, unknown>, headers?: HeadersInit) {
  const fields = details?.fields as Record<string, string> | undefined;
  return formOutcomeResponse({ form, status: status === 400 && fields ? "invalid" : "failed", message, fields, values: submittedValues(request) }, headers);
}

/** Every route handler's guard: origin check, rate limit, refusals answered, logged once; with a form, a page's post is answered as a page. */
export function guarded<Args extends unknown[]>(
  route: string,
  bucket: RateLimitBucket,
  handle: (context: WriteContext, ...args: Args) => Promise<Response>,
  form?: FormName,
) {
  const respond = async (request: Request, ...args: Args): Promise<Response> => {
    const started = performance.now();
    const ip = clientIp(request);
    const page = form !== undefined && isPageSubmission(request);
    const fail = (status: number, message: string, details?: Record<string, unknown>, headers?: HeadersInit) =>
      page && form ? failurePage(form, request, status, message, details, headers) : jsonError(status, message, details, headers);
    let response: Response;
    try {
      const rule = RATE_LIMITS[bucket];
      // A staff API token is no ambient credential a page could send; any other request keeps the origin check.
      if (!apiTokenOf(request)) assertSameOrigin(request);
      const verdict = await rateLimiter.check(bucket, ip, {
        ...rule,
        limit: Math.ceil(rule.limit * config().RATE_LIMIT_SCALE),
      });
      response = verdict.allowed
        ? await handle({ request, ip, page }, ...args)
        : fail(429, "Too many requests. Please try again shortly.", undefined, {
            "Retry-After": String(verdict.retryAfterSeconds),
          });
    } catch (error) {
      const refusal = errorResponseParts(error);
      if (refusal) {
        response = fail(refusal.status, refusal.message, refusal.details, refusal.headers);
      } else {
        log.error("write handler failed", { route, error: errorText(error) });
        response = fail(503, "The service is temporarily unavailable. Please try again in a moment.");
      }
    }
    log.info("request", { route, ...httpRequestFields(request, response.status, performance.now() - started) });
    return response;
  };
  return (request: Request, ...args: Args): Promise<Response> =>
    withLogFields(traceFields(request.headers.get("x-cloud-trace-context"), config().projectId), () => respond(request, ...args));
}
