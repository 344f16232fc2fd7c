import { readiness } from "@/lib/runtime/health";
import { otherMethods } from "@/lib/services/http/methods";

export const dynamic = "force-dynamic";

export async function GET() {
  const report = await readiness();
  return Response.json(report, {
    status: report.status === "unready" ? 503 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
