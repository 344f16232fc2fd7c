import { config } from "@/lib/config";
import { submitDemoRequest } from "@/lib/demo-requests/submit";
import { documents } from "@/lib/documents";
import { demoRequestSchema } from "@/lib/domain/demo-request";
import { formOutcomeResponse, parseWriteBody } from "@/lib/http/form-post";
import { writeHandler } from "@/lib/http/write-handler";
import { otherMethods } from "@/lib/http/methods";

export const POST = writeHandler(
  "demo-requests",
  "demoRequest",
  async ({ request, page }) => {
    const form = await parseWriteBody(request, demoRequestSchema);
    await submitDemoRequest(form, { store: await documents(), salesEmail: config().SALES_EMAIL });
    if (!page) return Response.json({ status: "received" }, { status: 201 });
    const values = { name: form.name, email: form.email };
    return formOutcomeResponse({ form: "demo-request", status: "done", message: "Demo request sent. We'll be in touch soon.", values });
  },
  "demo-request",
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
