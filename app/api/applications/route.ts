import { careersContext } from "@/lib/careers/context";
import { APPLICATION_BODY_LIMIT_BYTES, submitApplication } from "@/lib/careers/submit-application";
import { applicationFormSchema } from "@/lib/domain/application";
import { parseJsonBody } from "@/lib/http/body";
import { writeHandler } from "@/lib/http/write-handler";
import { otherMethods } from "@/lib/http/methods";

export const POST = writeHandler("/api/applications", "application", async ({ request }) => {
  const form = await parseJsonBody(request, applicationFormSchema, APPLICATION_BODY_LIMIT_BYTES);
  const result = await submitApplication(form, await careersContext());
  return Response.json(result, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
