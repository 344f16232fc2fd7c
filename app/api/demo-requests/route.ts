import { config } from "@/lib/config";
import { submitDemoRequest } from "@/lib/demo-requests/submit";
import { documents } from "@/lib/documents";
import { demoRequestSchema } from "@/lib/domain/demo-request";
import { parseJsonBody } from "@/lib/http/body";
import { writeHandler } from "@/lib/http/write-handler";
import { otherMethods } from "@/lib/http/methods";

export const POST = writeHandler("demo-requests", "demoRequest", async ({ request }) => {
  const form = await parseJsonBody(request, demoRequestSchema);
  await submitDemoRequest(form, { store: await documents(), salesEmail: config().SALES_EMAIL });
  return Response.json({ status: "received" }, { status: 201 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
