import { submitApplicationWithResume } from "@/lib/careers/apply-with-resume";
import { careersContext } from "@/lib/careers/context";
import { APPLICATION_MESSAGES } from "@/lib/careers/messages";
import { APPLICATION_BODY_LIMIT_BYTES, submitApplication } from "@/lib/careers/submit-application";
import { applicationFormSchema } from "@/lib/domain/application";
import { parseJsonBody } from "@/lib/http/body";
import { formOutcomeResponse } from "@/lib/http/form-post";
import { writeHandler } from "@/lib/http/write-handler";
import { otherMethods } from "@/lib/http/methods";

/** JSON with a résumé token from the enhanced form, or one multipart post with the résumé itself. */
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
