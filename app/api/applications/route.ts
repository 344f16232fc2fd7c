import { careersContext } from "@/lib/features/careers/context";
import { APPLICATION_MESSAGES } from "@/lib/features/careers/messages";
import { APPLICATION_BODY_LIMIT_BYTES, submitApplication } from "@/lib/features/careers/submit-application";
import { applicationFormSchema } from "@/lib/primitives/domain/application";
import { submitApplicationWithResume } from "@/lib/routes/careers/apply-with-resume";
import { parseJsonBody } from "@/lib/services/http/body";
import { formOutcomeResponse } from "@/lib/services/http/form-post";
import { writeHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

export const POST = writeHandler(
  "/api/applications",
  "application",
  async ({ request, page }) => {
    const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
    const result = multipart
      ? await submitApplicationWithResume(request, await careersContext())
      : await submitApplication(await parseJsonBody(request, applicationFormSchema, APPLICATION_BODY_LIMIT_BYTES), await careersContext());
    if (!page) return Response.json(result, { status: 201, headers: { "Cache-Control": "no-store" } });
    const message = result.emailDelayed ? APPLICATION_MESSAGES.submittedEmailDelayed : APPLICATION_MESSAGES.submitted;
    return formOutcomeResponse({ form: "application", status: "done", message });
  },
  "application",
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
