import { timestampKey } from "@/lib/ports/documents/keys";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { type Application, type ApplicationForm, applicationSchemaFor } from "@/lib/primitives/domain/application";
import { HONEYPOT_MESSAGE, honeypotFilled } from "@/lib/primitives/domain/honeypot";
import type { FileStore } from "@/lib/ports/files/port";
import { INVALID_FIELDS, fieldErrors } from "@/lib/primitives/domain/field-errors";
import { DomainError, type DomainErrorKind } from "@/lib/primitives/domain/domain-error";
import { commitWithMail } from "@/lib/services/mail-delivery/outbox";
import { applicantConfirmation, hiringTeamNotification } from "./emails";
import { resumeClaimKey } from "./resume-keys";
import { verifyUploadToken } from "./upload-token";
import { roleWhereText } from "./work-location";
import { getDepartment } from "@/lib/features/content/records";

/** Cloud Storage allows seven days at most. */
export const RESUME_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
export const APPLICATION_BODY_LIMIT_BYTES = 16 * 1024;

export const RESUME_REUPLOAD_MESSAGE = "Your résumé upload could not be verified. Please upload it again.";
export const RESUME_EXPIRED_MESSAGE = "Your résumé upload has expired. Please upload it again.";
export const RESUME_USED_MESSAGE = "This résumé was already sent with another application. Please upload it again.";

export interface SubmitResult {
  id: string;
  emailDelayed: boolean;
}

export interface ApplicationDependencies {
  store: DocumentStore;
  files: FileStore;
  secret: string;
  hiringTeamEmail: string;
  mailDelayed: () => boolean;
  now?: () => Date;
}

const invalid = (field: string, message: string, kind: DomainErrorKind = "invalid") => new DomainError(kind, message, { fields: { [field]: message } });

/** The emails go out from the outbox; nothing is sent here. */
export async function submitApplication(form: ApplicationForm, deps: ApplicationDependencies): Promise<SubmitResult> {
  const { store, files, secret, hiringTeamEmail, now = () => new Date() } = deps;
  if (honeypotFilled(form.website)) throw new DomainError("invalid", HONEYPOT_MESSAGE);

  const department = await getDepartment(store, form.departmentId);
  if (!department) throw invalid("departmentId", "This department does not exist.");
  if (!department.isActive) throw invalid("departmentId", "This department is not accepting applications.");
  if (!department.roles.includes(form.role)) throw invalid("role", "Please choose one of the department's open roles.");

  const checked = applicationSchemaFor(department.requirements).safeParse(form);
  if (!checked.success) {
    throw new DomainError("invalid", INVALID_FIELDS, { fields: fieldErrors(checked.error) });
  }

  const submittedAt = now();
  const token = verifyUploadToken(secret, form.resumeToken, submittedAt.getTime());
  if (!token.ok) throw invalid("resumeToken", token.reason === "expired" ? RESUME_EXPIRED_MESSAGE : RESUME_REUPLOAD_MESSAGE);
  if (token.claim.departmentId !== department.id) throw invalid("resumeToken", RESUME_REUPLOAD_MESSAGE);
  if (!(await files.exists(token.claim.key))) throw invalid("resumeToken", RESUME_REUPLOAD_MESSAGE);

  const application: Application = {
    role: form.role,
    name: form.name,
    email: form.email,
    phone: form.phone,
    github: form.github,
    // The storage key, never a URL: links are signed per email and expire.
    resumeURL: token.claim.key,
    techStack: form.techStack,
    location: form.location,
    workStyle: form.workStyle,
    departmentId: department.id,
    submittedAt: submittedAt.toISOString(),
    status: "pending",
  };

  // Signed when the email is sent (lib/services/mail-delivery/links.ts), valid for seven days from now.
  const resumeLinkExpiresAt = new Date(submittedAt.getTime() + RESUME_LINK_TTL_SECONDS * 1000);

  const claimId = resumeClaimKey(application.resumeURL);
  for (;;) {
    const id = timestampKey(submittedAt.getTime());
    const departmentName = department.title;
    const notified = department.hiringEmail ?? hiringTeamEmail;
    const result = await commitWithMail(
      store,
      [
        {
          op: "create",
          collection: COLLECTIONS.resumeClaims,
          id: claimId,
          data: { resumeKey: application.resumeURL, applicationId: id, claimedAt: application.submittedAt },
        },
        { op: "create", collection: COLLECTIONS.applications, id, data: { ...application } },
      ],
      [
        {
          kind: "application-confirmation",
          content: applicantConfirmation({ name: application.name, email: application.email, role: application.role, departmentName, hiringTeamEmail }),
        },
        {
          kind: "application-notification",
          content: hiringTeamNotification({
            applicationId: id,
            application,
            departmentName,
            hiringTeamEmail: notified,
            resumeLinkExpiresAt,
            roleWhere: roleWhereText(department, form.role),
          }),
        },
      ],
      { source: { collection: COLLECTIONS.applications, id }, now: submittedAt },
    );
    if (result.committed) return { id, emailDelayed: deps.mailDelayed() };
    if (result.conflicts.some((conflict) => conflict.collection === COLLECTIONS.resumeClaims)) {
      throw invalid("resumeToken", RESUME_USED_MESSAGE, "conflict");
    }
    // Only the application key was taken: the same millisecond and random part twice. Draw again.
  }
}
