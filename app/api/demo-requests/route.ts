import { config } from "@/lib/primitives/config";
import { submitDemoRequest } from "@/lib/features/demo-requests/submit";
import { documents } from "@/lib/features/content/store";
import { demoRequestSchema } from "@/lib/primitives/domain/demo-request";
import { formOutcomeResponse, parseWriteBody } from "@/lib/services/http/form-post";
import { writeHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

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
