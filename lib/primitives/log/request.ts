import type { LogFields } from "@/lib/primitives/log";

/** `TRACE_ID/SPAN_ID;o=OPTIONS`, the header Google's load balancers and Cloud Run add. */
const CLOUD_TRACE_CONTEXT = /^([0-9a-f]{32})(?:\/(\d{1,20}))?(?:;o=([0-3]))?$/i;
const MAX_SPAN_ID = 2n ** 64n - 1n;

// The header comes from the client when nothing sits in front, so only a value of exactly that shape is used.
export function traceFields(header: string | null, projectId: string | undefined): LogFields {
  const match = header && projectId ? CLOUD_TRACE_CONTEXT.exec(header.trim()) : null;
  const [, traceId, spanId, options] = match ?? [];
  if (!traceId || /^0+$/.test(traceId)) return {};
  const span = spanId ? BigInt(spanId) : 0n;
  return {
    "logging.googleapis.com/trace": `projects/${projectId}/traces/${traceId.toLowerCase()}`,
    // Cloud Logging wants the span as 16 hex digits; the header carries it in decimal.
    ...(span > 0n && span <= MAX_SPAN_ID ? { "logging.googleapis.com/spanId": span.toString(16).padStart(16, "0") } : {}),
    ...(options ? { "logging.googleapis.com/trace_sampled": (Number(options) & 1) === 1 } : {}),
  };
}

// The path alone: queries carry tokens (unsubscribe links, signed downloads) that have no place in a log.
export function httpRequestFields(request: Request, status: number, latencyMs: number): LogFields {
  return {
    httpRequest: {
      requestMethod: request.method,
      requestUrl: new URL(request.url).pathname,
      status,
      latency: `${(latencyMs / 1000).toFixed(3)}s`,
    },
  };
}
