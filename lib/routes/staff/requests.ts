import "server-only";
import { keepSubmission } from "@/lib/features/content/edits";
import { adminDocuments } from "@/lib/features/content/store";
import { isPageSubmission, parseWriteBody, seeOther, submittedValues } from "@/lib/services/http/form-post";
import { errorResponseParts, errorStatus, HttpError } from "@/lib/services/http/errors";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { log } from "@/lib/primitives/log";
import { STAFF_COOKIE, requireStaff, sessionCookie } from "@/lib/features/staff/access";
import {
  addNote,
  changeStage,
  checkedApplicationId,
  deleteApplicant,
  deletionSchema,
  noteSchema,
  stageChangeSchema,
  visibleApplication,
} from "@/lib/features/staff/inbox";
import type { StaffDependencies } from "@/lib/features/staff/context";
import { exportApplications } from "@/lib/features/staff/export";
import { addScorecard, scorecardSchema } from "@/lib/features/staff/scorecards";
import { candidateEmailSchema, sendCandidateEmail } from "@/lib/features/staff/candidate-email";
import { inboxFilterCookie, inboxFilterFormSchema, inboxFilterSchema } from "@/lib/features/staff/inbox-filter";
import { completeSignIn, startSignInLink, signInCompleteSchema, signInRequestSchema } from "@/lib/features/staff/sign-in";
import { removeStaffMember, saveStaffMember } from "@/lib/features/staff/team";
import { staffGrantOfForm, staffGrantSchema, staffRemovalSchema } from "@/lib/primitives/domain/staff-grant";
import { cookieValue } from "@/lib/primitives/cookies";
import { assertSameOrigin } from "@/lib/services/http/same-origin";

const NO_STORE = { "Cache-Control": "private, no-store" };

const answer = ({ request }: WriteContext, location: string, body: Record<string, unknown>, status = 200) =>
  isPageSubmission(request) ? seeOther(location, NO_STORE) : Response.json(body, { status, headers: NO_STORE });

export async function signInRequest(context: WriteContext, deps: StaffDependencies): Promise<Response> {
  assertSameOrigin(context.request, { required: true });
  const { email } = await parseWriteBody(context.request, signInRequestSchema, 1024);
  startSignInLink(email, deps);
  return answer(context, "/staff/sign-in?sent=1", { status: "sent" }, 202);
}

export async function signInComplete(context: WriteContext, deps: StaffDependencies): Promise<Response> {
  assertSameOrigin(context.request, { required: true });
  const { code } = await parseWriteBody(context.request, signInCompleteSchema, 4096);
  const session = await completeSignIn(code, deps);
  if (!session) {
    if (isPageSubmission(context.request)) return seeOther("/staff/sign-in?failed=1", NO_STORE);
    throw new HttpError(400, "This sign-in link is used, expired or not valid. Ask for a new one.");
  }
  const response = answer(context, "/staff", { status: "signed-in" });
  response.headers.append("Set-Cookie", sessionCookie(session.token, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)));
  return response;
}

export async function signOut(context: WriteContext, deps: StaffDependencies): Promise<Response> {
  assertSameOrigin(context.request, { required: true });
  const token = cookieValue(context.request.headers.get("cookie"), STAFF_COOKIE);
  if (token) await deps.provider.endSession(token);
  const response = answer(context, "/staff/sign-in", { status: "signed-out" });
  response.headers.append("Set-Cookie", sessionCookie("", 0));
  return response;
}

export async function stageRequest(context: WriteContext, id: string, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "hiring");
  const { stage } = await parseWriteBody(context.request, stageChangeSchema, 1024);
  await changeStage(id, stage, staff, deps);
  // A rejection is offered, never sent: the page opens the rejection email for the person to send or leave.
  if (stage === "rejected")
    return answer(context, `/staff/applications/${checkedApplicationId(id)}?compose=rejection#email-title`, { stage, compose: "rejection" });
  return answer(context, `/staff/applications/${checkedApplicationId(id)}`, { stage });
}

const KEPT_EMAIL_REFUSALS = new Set([400, 409, 429]);

/** A refused send from the page comes back to it with what was typed, kept for this staff member only. */
export async function candidateEmailRequest(context: WriteContext, id: string, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "hiring");
  const application = checkedApplicationId(id);
  try {
    const email = await parseWriteBody(context.request, candidateEmailSchema, 32 * 1024);
    await sendCandidateEmail(application, email, staff, deps);
  } catch (error) {
    const refusal = errorResponseParts(error);
    if (!refusal || !KEPT_EMAIL_REFUSALS.has(refusal.status) || !isPageSubmission(context.request)) throw error;
    const fields = (refusal.details?.fields ?? {}) as Record<string, string>;
    const kept = { form: { ...submittedValues(context.request), application }, message: refusal.message, fields };
    await keepSubmission(staff.email, kept, { store: await adminDocuments(), now: deps.now });
    return seeOther(`/staff/applications/${application}?kept=1#email-title`, NO_STORE);
  }
  return answer(context, `/staff/applications/${application}?emailed=1`, { status: "queued" }, 202);
}

export async function noteRequest(context: WriteContext, id: string, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "hiring");
  const { text } = await parseWriteBody(context.request, noteSchema, 8 * 1024);
  await addNote(id, text, staff, deps);
  return answer(context, `/staff/applications/${checkedApplicationId(id)}`, { status: "added" }, 201);
}

export async function scorecardRequest(context: WriteContext, id: string, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "hiring");
  const card = await parseWriteBody(context.request, scorecardSchema, 8 * 1024);
  await addScorecard(id, card, staff, deps);
  return answer(context, `/staff/applications/${checkedApplicationId(id)}`, { status: "scored" }, 201);
}

export async function deleteRequest(context: WriteContext, id: string, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "hiring");
  await parseWriteBody(context.request, deletionSchema, 256);
  await deleteApplicant(id, { staff }, deps);
  return answer(context, "/staff?deleted=1", { status: "deleted" });
}

const TEAM_PROBLEMS: Record<number, string> = { 400: "invalid", 404: "unknown", 409: "configured" };

/** A page's post that fails comes back to the team page with what went wrong, never with what was typed. */
async function teamAnswer(context: WriteContext, work: () => Promise<string>): Promise<Response> {
  try {
    const done = await work();
    return answer(context, `/staff/team?done=${done}`, { status: done });
  } catch (error) {
    const status = errorStatus(error);
    const problem = status === undefined ? undefined : TEAM_PROBLEMS[status];
    if (problem && isPageSubmission(context.request)) return seeOther(`/staff/team?problem=${problem}`, NO_STORE);
    throw error;
  }
}

export async function teamSaveRequest(context: WriteContext, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "admin");
  return teamAnswer(context, async () => {
    const { email, role, departments } = await parseWriteBody(context.request, staffGrantSchema, 4096, staffGrantOfForm);
    return saveStaffMember({ email, role, scopes: departments }, staff, deps);
  });
}

export async function teamRemoveRequest(context: WriteContext, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "admin");
  return teamAnswer(context, async () => {
    const { email } = await parseWriteBody(context.request, staffRemovalSchema, 1024);
    await removeStaffMember(email, staff, deps);
    return "removed";
  });
}

/** Always a 303 back to the inbox: the filter form is a plain post with no script behind it. */
export async function inboxFilterRequest({ request }: WriteContext): Promise<Response> {
  await requireStaff(request, "hiring");
  const { clear, ...filter } = await parseWriteBody(request, inboxFilterFormSchema, 4096);
  const response = seeOther("/staff", NO_STORE);
  response.headers.append("Set-Cookie", inboxFilterCookie(clear ? null : filter));
  return response;
}

/** A post, so the filter (a search by name or email) rides in the body, never in the address. */
export async function exportRequest({ request }: WriteContext, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(request, "hiring");
  const filter = await parseWriteBody(request, inboxFilterSchema, 4096);
  const day = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  return new Response(await exportApplications(filter, staff, deps), {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lexor-applications-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function resumeDownload(request: Request, id: string, deps: StaffDependencies): Promise<Response> {
  const staff = await requireStaff(request, "hiring", { read: true });
  const application = await visibleApplication(id, staff, deps);
  const file = application?.resumeKey ? await deps.files.get(application.resumeKey) : null;
  if (!application || !file) throw new HttpError(404, "This résumé no longer exists.");
  log.info("résumé downloaded", { application: application.id, staff: staff.email });
  const extension = /\.([a-z0-9]{1,5})$/i.exec(application.resumeKey)?.[1] ?? "pdf";
  const name = `${application.name.replace(/[^\p{L}\p{N} .'-]+/gu, "").trim() || "Applicant"} résumé.${extension}`;
  const ascii = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "");
  return new Response(file.bytes.slice(), {
    headers: {
      ...NO_STORE,
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
