import "server-only";
import { applicationFormSchema, applicationSchemaFor, RESUME_MISSING_MESSAGE } from "@/lib/domain/application";
import { fieldErrors } from "@/lib/domain/field-errors";
import { HttpError } from "@/lib/http/errors";
import { rememberValues } from "@/lib/http/form-post";
import { parseMultipartBody } from "@/lib/http/multipart";
import { z } from "@/lib/zod";
import { RESUME_TOO_LARGE_MESSAGE } from "./resume-limits";
import { RESUME_UPLOAD_BODY_LIMIT_BYTES, uploadResume } from "./resume-upload";
import { APPLICATION_BODY_LIMIT_BYTES, type ApplicationDependencies, type SubmitResult, submitApplication } from "./submit-application";

const multipartFields = z.record(z.string(), z.union([z.string(), z.instanceof(File)]));

/**
 * The apply form posted as one multipart body (no scripts): its fields and the résumé file. The
 * fields and the department's requirements are checked before anything is stored; then the résumé
 * is stored by `uploadResume` and the application by `submitApplication`, exactly as the two posts
 * of the enhanced form do. A résumé whose application then fails is never claimed and is swept.
 */
export async function submitApplicationWithResume(request: Request, deps: ApplicationDependencies): Promise<SubmitResult> {
  const body = await parseMultipartBody(request, multipartFields, {
    limit: RESUME_UPLOAD_BODY_LIMIT_BYTES + APPLICATION_BODY_LIMIT_BYTES,
    tooLargeMessage: RESUME_TOO_LARGE_MESSAGE,
    typeMessage: "Send the application as application/json or multipart/form-data.",
  });
  rememberValues(request, body);
  const { resume, resumeToken: _token, ...fields } = body;
  const file = resume instanceof File && resume.size > 0 ? resume : null;
  const department = typeof fields.departmentId === "string" ? await deps.store.getDepartment(fields.departmentId) : null;
  const checked = (department ? applicationSchemaFor(department.requirements) : applicationFormSchema).safeParse({
    ...fields,
    resumeToken: file ? "pending" : "",
  });
  const errors = checked.success ? {} : fieldErrors(checked.error);
  if (!file) errors.resumeToken = RESUME_MISSING_MESSAGE;
  if (!checked.success || !file) {
    throw new HttpError(400, "Some fields are missing or invalid.", { fields: errors });
  }
  let token: string;
  try {
    ({ token } = await uploadResume({ departmentId: checked.data.departmentId, file }, deps));
  } catch (error) {
    if (error instanceof HttpError && error.status !== 400) throw new HttpError(400, error.message, { fields: { resumeToken: error.message } });
    throw error;
  }
  return submitApplication({ ...checked.data, resumeToken: token }, deps);
}
