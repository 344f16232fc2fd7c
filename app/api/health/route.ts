import { otherMethods } from "@/lib/services/http/methods";

export const dynamic = "force-dynamic";

/**
 * Liveness: the process answers. It calls no dependency on purpose, so an outage elsewhere never
 * makes an orchestrator restart healthy servers; `/api/ready` reports the adapters.
 */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
