import { config } from "@/lib/config";
import { documents } from "@/lib/documents";
import { type Application, applicationFormSchema, applicationSchemaFor } from "@/lib/domain/application";
import { fileStore } from "@/lib/files";
import { signingSecret } from "@/lib/files/signing";
import { fieldErrors, parseJsonBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/errors";
import { errorText, log } from "@/lib/log";
import { deliverOrQueue } from "@/lib/mail/delivery";
import { applicantConfirmation, hiringTeamNotification } from "./emails";
import { verifyUploadToken } from "./upload-token";

/** How long the hiring team's résumé link works (Cloud Storage allows seven days at most). */
export const RESUME_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
const APPLICATION_BODY_LIMIT_BYTES = 16 * 1024;

export const RESUME_REUPLOAD_MESSAGE = "Your résumé upload could not be verified. Please upload it again.";
export const RESUME_EXPIRED_MESSAGE = "Your résumé upload has expired. Please upload it again.";
export const RESUME_USED_MESSAGE = "This résumé was already sent with another application. Please upload it again.";

export interface SubmitResult {
  id: string;
  emailsDelivered: boolean;
}

const invalid = (field: string, message: string, status = 400) =>
  new HttpError(status, message, { fields: { [field]: message } });


/**
 * `POST /api/applications`: validates the form with the same schema the browser uses, checks the
 * department, the role, the department's requirements and the résumé upload token, stores the
 * application (claiming the résumé so it cannot be reused), and only then sends the applicant's
 * confirmation and the hiring team's notification. Emails that fail wait in the durable queue.
 */
export async function submitApplication(request: Request): Promise<SubmitResult> {
  const form = await parseJsonBody(request, applicationFormSchema, APPLICATION_BODY_LIMIT_BYTES);
  // People never see the honeypot; refusing (without saying why) stores nothing a bot sent.
  if (form.website !== "") throw new HttpError(400, "Your application could not be accepted.");

  const store = await documents();
  const department = await store.getDepartment(form.departmentId);
  if (!department) throw invalid("departmentId", "This department does not exist.");
  if (!department.isActive) throw invalid("departmentId", "This department is not accepting applications.");
  if (!department.roles.includes(form.role)) throw invalid("role", "Please choose one of the department's open roles.");

  const checked = applicationSchemaFor(department.requirements).safeParse(form);
  if (!checked.success) {
    throw new HttpError(400, "Some fields are missing or invalid.", { fields: fieldErrors(checked.error) });
  }

  const settings = config();
  const token = verifyUploadToken(signingSecret(settings), form.resumeToken);
  if (!token.ok) throw invalid("resumeToken", token.reason === "expired" ? RESUME_EXPIRED_MESSAGE : RESUME_REUPLOAD_MESSAGE);
  if (token.claim.departmentId !== department.id) throw invalid("resumeToken", RESUME_REUPLOAD_MESSAGE);
  const files = fileStore();
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
    submittedAt: new Date().toISOString(),
    status: "pending",
  };
  const created = await store.createApplication(application, token.claim.key);
  if (created.status === "resume-used") throw invalid("resumeToken", RESUME_USED_MESSAGE, 409);

  const emailsDelivered = await sendApplicationEmails(created.id, application, department.title, settings.HIRING_TEAM_EMAIL);
  return { id: created.id, emailsDelivered };
}

/** The application is stored already: from here on a failure only delays the emails. */
async function sendApplicationEmails(
  applicationId: string,
  application: Application,
  departmentName: string,
  hiringTeamEmail: string,
): Promise<boolean> {
  const linkExpiresAt = new Date(Date.now() + RESUME_LINK_TTL_SECONDS * 1000);
  let resumeLink: string | null = null;
  try {
    resumeLink = await fileStore().signedDownloadUrl(application.resumeURL, RESUME_LINK_TTL_SECONDS);
  } catch (error) {
    log.error("résumé link signing failed", { applicationId, error: errorText(error) });
  }
  try {
    const { delivered } = await deliverOrQueue([
      applicantConfirmation({
        name: application.name,
        email: application.email,
        role: application.role,
        departmentName,
        hiringTeamEmail,
      }),
      hiringTeamNotification({
        applicationId,
        application,
        departmentName,
        hiringTeamEmail,
        resumeLink,
        resumeLinkExpiresAt: linkExpiresAt,
      }),
    ]);
    return delivered;
  } catch (error) {
    log.error("application emails failed", { applicationId, error: errorText(error) });
    return false;
  }
}
