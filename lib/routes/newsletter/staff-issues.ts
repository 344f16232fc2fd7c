import "server-only";
import { isPageSubmission, parseWriteBody, seeOther } from "@/lib/services/http/form-post";
import { errorStatus, HttpError } from "@/lib/services/http/errors";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { log } from "@/lib/primitives/log";
import { shutdown } from "@/lib/primitives/shutdown";
import { z } from "@/lib/primitives/zod";
import { requireStaff } from "@/lib/features/staff/access";
import { checkedIssueId, createIssue, issueDraftSchema, updateIssue } from "@/lib/features/newsletter/issues";
import { digestDraft, postDraft } from "@/lib/features/newsletter/digest";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import { continueSend, type SendContext, startSend, testSend } from "@/lib/features/newsletter/sending";

const NO_STORE = { "Cache-Control": "private, no-store" };
const ISSUE_FORM_BYTES = 256 * 1024;

export const issueFormSchema = issueDraftSchema.extend({ intent: z.enum(["save", "preview"]).default("save") });
export const digestSchema = z.strictObject({ digest: z.literal("yes"), post: z.string().regex(DOCUMENT_ID_PATTERN).optional() });
export const testSendSchema = z.strictObject({ test: z.literal("yes") });
export const sendConfirmationSchema = z.strictObject({ confirm: z.literal("yes", { error: "Confirm the send." }) });

const answer = ({ request }: WriteContext, location: string, body: Record<string, unknown>, status = 200) =>
  isPageSubmission(request) ? seeOther(location, NO_STORE) : Response.json(body, { status, headers: NO_STORE });

const issuePath = (id: string) => `/staff/newsletter/${id}`;

/** A page's post with a bad field comes back to its page with what went wrong, never with what was typed. */
async function issueAnswer(context: WriteContext, back: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const status = errorStatus(error);
    if ((status === 400 || status === 409) && isPageSubmission(context.request)) {
      return seeOther(`${back}?problem=${status === 400 ? "invalid" : "sent"}`, NO_STORE);
    }
    throw error;
  }
}

export async function createIssueRequest(context: WriteContext, deps: SendContext): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  return issueAnswer(context, "/staff/newsletter/new", async () => {
    const { intent, ...draft } = await parseWriteBody(context.request, issueFormSchema, ISSUE_FORM_BYTES);
    const id = await createIssue(draft, staff.email, deps.store);
    return answer(context, `${issuePath(id)}?done=${intent === "preview" ? "preview" : "saved"}`, { id }, 201);
  });
}

/** A digest of the posts since the last issue, or (with `post`) one live post, as a draft: nothing is sent before its own confirmation. */
export async function createDigestRequest(context: WriteContext, deps: SendContext): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  return issueAnswer(context, "/staff/newsletter/new", async () => {
    const { post } = await parseWriteBody(context.request, digestSchema, 256);
    const draft = post ? await postDraft(deps.store, deps.settings.siteUrl, post) : await digestDraft(deps.store, deps.settings.siteUrl);
    if (!draft && isPageSubmission(context.request)) return seeOther("/staff/newsletter/new?problem=not-live", NO_STORE);
    if (!draft) throw new HttpError(400, "Only a live post can be sent to subscribers.");
    const id = await createIssue(draft, staff.email, deps.store);
    return answer(context, `${issuePath(id)}?done=${post ? "post" : "digest"}`, { id }, 201);
  });
}

export async function saveIssueRequest(context: WriteContext, id: string, deps: SendContext): Promise<Response> {
  await requireStaff(context.request, "editor");
  const issueId = checkedIssueId(id);
  return issueAnswer(context, issuePath(issueId), async () => {
    const { intent, ...draft } = await parseWriteBody(context.request, issueFormSchema, ISSUE_FORM_BYTES);
    await updateIssue(issueId, draft, deps.store);
    return answer(context, `${issuePath(issueId)}?done=${intent === "preview" ? "preview" : "saved"}`, { id: issueId });
  });
}

export async function testSendRequest(context: WriteContext, id: string, deps: SendContext): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const issueId = checkedIssueId(id);
  await parseWriteBody(context.request, testSendSchema, 256);
  await testSend(issueId, staff.email, deps);
  return answer(context, `${issuePath(issueId)}?done=tested`, { status: "tested" }, 202);
}

/** The send is recorded before the answer; the queueing runs just after it (awaited on shutdown, finished by the drain if the process dies). */
export async function sendIssueRequest(context: WriteContext, id: string, deps: SendContext): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const issueId = checkedIssueId(id);
  return issueAnswer(context, `${issuePath(issueId)}/send`, async () => {
    await parseWriteBody(context.request, sendConfirmationSchema, 256);
    await startSend(issueId, staff.email, deps);
    const { pending } = shutdown();
    const work: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(() => continueSend(issueId, deps))
      .then(() => undefined)
      .catch((error: unknown) => log.error("newsletter queueing failed", { issue: issueId, error: error instanceof Error ? error.message : String(error) }))
      .finally(() => pending.delete(work));
    pending.add(work);
    return answer(context, `${issuePath(issueId)}?done=sending`, { status: "sending" }, 202);
  });
}
