import "server-only";
import { adminDocuments, documents } from "@/lib/features/content/store";
import { readOwedRefresh } from "@/lib/features/content/owed-refresh";
import { refreshOwed } from "@/lib/features/revalidation/retry";
import { HttpError } from "@/lib/services/http/errors";
import { isPageSubmission, parseWriteBody, seeOther } from "@/lib/services/http/form-post";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import { requireStaff } from "@/lib/features/staff/access";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const requeueSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9._:-]+$/),
});
export const refreshSchema = z.strictObject({ retry: z.literal("yes") });

const answer = ({ request }: WriteContext, location: string, body: Record<string, unknown>) =>
  isPageSubmission(request) ? seeOther(location, NO_STORE) : Response.json(body, { headers: NO_STORE });

export async function requeueRequest(context: WriteContext): Promise<Response> {
  const staff = await requireStaff(context.request, "admin");
  const { id } = await parseWriteBody(context.request, requeueSchema, 1024);
  const requeued = await (await documents()).requeueMail(id, new Date());
  log.info("mail requeued from the console", { message: id, requeued, staff: staff.email });
  return answer(context, `/staff/mail?done=${requeued ? "requeued" : "not-dead"}`, { requeued });
}

/** The refresh runs in this server, as the webhook would: expired here and in the shared expiry record. */
export async function refreshRequest(context: WriteContext): Promise<Response> {
  const staff = await requireStaff(context.request, "admin");
  await parseWriteBody(context.request, refreshSchema, 256);
  const store = await adminDocuments();
  const owed = await readOwedRefresh(store);
  const result = await refreshOwed({ store: async () => store, force: true });
  if (result === "owed") throw new HttpError(503, "The site could not be refreshed yet: it stays owed and is retried by itself.");
  log.info("owed refresh retried from the console", { documents: owed.documents.length, paths: owed.paths.length, staff: staff.email });
  return answer(context, "/staff/mail?done=refreshed", { refreshed: owed.documents.length + owed.paths.length });
}
