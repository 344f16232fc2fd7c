import { config } from "@/lib/config";
import { submitDemoRequest } from "@/lib/demo-requests/submit";
import { documents } from "@/lib/documents";
import { demoRequestSchema } from "@/lib/domain/demo-request";
import { parseJsonBody } from "@/lib/http/body";
import { writeHandler } from "@/lib/http/write-handler";

export const POST = writeHandler("demo-requests", "demoRequest", async ({ request }) => {
  const form = await parseJsonBody(request, demoRequestSchema);
  await submitDemoRequest(form, { store: await documents(), salesEmail: config().SALES_EMAIL });
  return Response.json({ status: "received" }, { status: 201 });
});
