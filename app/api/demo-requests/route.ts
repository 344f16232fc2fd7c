import { submitDemoRequest } from "@/lib/features/demo-requests/submit";
import { demoRequestContext } from "@/lib/features/demo-requests/context";
import { demoRequestSchema } from "@/lib/primitives/domain/demo-request";
import { formOutcomeResponse, parseWriteBody } from "@/lib/services/http/form-post";
import { writeHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

export const POST = writeHandler(
  "/api/demo-requests",
  "demoRequest",
  async ({ request, page }) => {
    const form = await parseWriteBody(request, demoRequestSchema);
    await submitDemoRequest(form, await demoRequestContext());
    if (!page) return Response.json({ status: "received" }, { status: 201 });
    const values = { name: form.name, email: form.email };
    return formOutcomeResponse({ form: "demo-request", status: "done", message: "Demo request sent. We'll be in touch soon.", values });
  },
  "demo-request",
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
