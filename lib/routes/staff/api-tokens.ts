import "server-only";
import { z } from "@/lib/primitives/zod";
import { httpOnlyCookie } from "@/lib/services/http/cookies";
import { errorStatus, HttpError } from "@/lib/services/http/errors";
import { isPageSubmission, parseWriteBody, seeOther } from "@/lib/services/http/form-post";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { log } from "@/lib/primitives/log";
import { isAllowedStaff, requireStaff } from "@/lib/features/staff/access";
import type { StaffDependencies } from "@/lib/features/staff/context";
import { ISSUED_TOKEN_COOKIE, TEAM_PATH } from "@/lib/features/staff/issued-token";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const tokenIssueSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254), label: z.string().trim().min(1).max(80) });
export const tokenRevokeSchema = z.object({ id: z.string().regex(/^[a-f0-9]{16}$/) });

const back = (done: string) => seeOther(`${TEAM_PATH}?${done}#api-tokens`, NO_STORE);

/** Issued to a member (or a configured admin); the token is answered once, to a page through a one-minute cookie of the team page that its first view consumes. */
export async function issueTokenRequest(context: WriteContext, deps: StaffDependencies): Promise<Response> {
  const admin = await requireStaff(context.request, "admin");
  const page = isPageSubmission(context.request);
  const parsed = await parseWriteBody(context.request, tokenIssueSchema, 1024).catch((error: unknown) => {
    if (page && errorStatus(error) === 400) return null;
    throw error;
  });
  if (!parsed) return back("problem=token-invalid");
  const known = isAllowedStaff(parsed.email, deps.settings) || (await deps.provider.grantOf(parsed.email)) !== null;
  if (!known) {
    if (page) return back("problem=unknown");
    throw new HttpError(404, "No such staff member.");
  }
  const { token, record } = await deps.provider.issueApiToken(parsed.email, parsed.label);
  log.info("staff api token issued", { staff: admin.email, token: record.id });
  if (!page) return Response.json({ token, record }, { status: 201, headers: NO_STORE });
  const response = back("done=token-issued");
  response.headers.append("Set-Cookie", httpOnlyCookie(ISSUED_TOKEN_COOKIE, token, { path: TEAM_PATH, maxAgeSeconds: 60 }));
  return response;
}

export async function revokeTokenRequest(context: WriteContext, deps: StaffDependencies): Promise<Response> {
  const admin = await requireStaff(context.request, "admin");
  const { id } = await parseWriteBody(context.request, tokenRevokeSchema, 1024);
  await deps.provider.revokeApiToken(id);
  log.info("staff api token revoked", { staff: admin.email, token: id });
  return isPageSubmission(context.request) ? back("done=token-revoked") : Response.json({ status: "revoked" }, { headers: NO_STORE });
}
