import { otherMethods } from "@/lib/services/http/methods";

export const dynamic = "force-dynamic";

/** Calls no dependency on purpose, so an outage elsewhere never restarts healthy servers; `/api/ready` checks adapters. */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
