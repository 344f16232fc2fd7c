import "server-only";
import { type ApplicationForm, applicationFormSchema, applicationSchemaFor, RESUME_MISSING_MESSAGE } from "@/lib/primitives/domain/application";
import { INVALID_FIELDS, fieldErrors } from "@/lib/primitives/domain/field-errors";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { errorStatus } from "@/lib/services/http/errors";
import { rememberValues } from "@/lib/services/http/form-post";
import { readMultipartStream } from "@/lib/services/http/multipart-stream";
import { MAX_RESUME_BYTES, RESUME_TOO_LARGE_MESSAGE } from "@/lib/features/careers/resume-limits";
import { type StoredResume, storeResume } from "@/lib/features/careers/resume-upload";
import { type ApplicationDependencies, type SubmitResult, submitApplication } from "@/lib/features/careers/submit-application";
import { createUploadToken, UPLOAD_TOKEN_TTL_SECONDS } from "@/lib/features/careers/upload-token";
import { getDepartment } from "@/lib/features/content/records";

const RESUME_FIELD = "resume";

function asResumeError(error: unknown): unknown {
  const status = errorStatus(error);
  return status !== undefined && status !== 400 && status !== 503 && error instanceof Error
    ? new DomainError("invalid", error.message, { fields: { resumeToken: error.message } })
    : error;
}

/** Checked once the body has ended; a résumé whose application fails is deleted, so an invalid form leaves nothing stored. */
export async function submitApplicationWithResume(request: Request, deps: ApplicationDependencies): Promise<SubmitResult> {
  const { files, secret, now = () => new Date() } = deps;
  let stored: StoredResume | undefined;
  let application: ApplicationForm;
  let resumeToken: string;
  try {
    const { fields } = await readMultipartStream(request, {
      fileField: RESUME_FIELD,
      maxFileBytes: MAX_RESUME_BYTES,
      tooLargeMessage: RESUME_TOO_LARGE_MESSAGE,
      typeMessage: "Send the application as application/json or multipart/form-data.",
      onFile: async (file, fieldsBefore) => {
        rememberValues(request, fieldsBefore);
        if (file.name === "") {
          for await (const _chunk of file.stream);
          return;
        }
        stored = await storeResume(fieldsBefore.departmentId ?? "", file, deps).catch((error: unknown) => {
          throw asResumeError(error);
        });
      },
    });
    rememberValues(request, fields);
    const { resumeToken: _token, ...answers } = fields;
    const department = answers.departmentId ? await getDepartment(deps.store, answers.departmentId) : null;
    const checked = (department ? applicationSchemaFor(department.requirements) : applicationFormSchema).safeParse({
      ...answers,
      resumeToken: stored ? "pending" : "",
    });
    const errors = checked.success ? {} : fieldErrors(checked.error);
    if (!stored) errors.resumeToken = RESUME_MISSING_MESSAGE;
    if (!checked.success || !stored) throw new DomainError("invalid", INVALID_FIELDS, { fields: errors });
    const expiresAt = Math.floor(now().getTime() / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
    resumeToken = createUploadToken(secret, { key: stored.key, departmentId: checked.data.departmentId, expiresAt });
    application = checked.data;
  } catch (error) {
    if (stored) await files.delete(stored.key).catch(() => undefined);
    throw error;
  }
  // From here the résumé belongs to the application's commit; one that fails leaves it unclaimed, for the sweep.
  return submitApplication({ ...application, resumeToken }, deps);
}
