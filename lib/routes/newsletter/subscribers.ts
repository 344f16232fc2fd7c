import "server-only";
import { isPageSubmission, parseWriteBody, seeOther } from "@/lib/services/http/form-post";
import { errorStatus } from "@/lib/services/http/errors";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { requireStaff } from "@/lib/features/staff/access";
import {
  eraseCookie,
  eraseSchema,
  eraseSubscriber,
  exportSubscribers,
  type SubscriberDependencies,
  subscriberFilterCookie,
  subscriberFilterFormSchema,
  subscriberFilterSchema,
  subscriberSchema,
  unsubscribeOnBehalf,
} from "@/lib/features/newsletter/subscribers";

const NO_STORE = { "Cache-Control": "private, no-store" };
const PAGE = "/staff/newsletter/subscribers";

const answer = ({ request }: WriteContext, location: string, body: Record<string, unknown>) =>
  isPageSubmission(request) ? seeOther(location, NO_STORE) : Response.json(body, { headers: NO_STORE });

/** An address already gone (a second click, another staff member first) comes back to the list as such. */
async function listAnswer(context: WriteContext, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (errorStatus(error) === 404 && isPageSubmission(context.request)) return seeOther(`${PAGE}?problem=unknown`, NO_STORE);
    throw error;
  }
}

/** Always a 303 back to the list: the search is a plain post, so the address searched for is in no URL. */
export async function subscriberFilterRequest({ request }: WriteContext): Promise<Response> {
  await requireStaff(request, "editor");
  const { clear, ...filter } = await parseWriteBody(request, subscriberFilterFormSchema, 2048);
  const response = seeOther(PAGE, NO_STORE);
  response.headers.append("Set-Cookie", subscriberFilterCookie(clear ? null : filter));
  return response;
}

export async function unsubscribeRequest(context: WriteContext, deps: SubscriberDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const { email } = await parseWriteBody(context.request, subscriberSchema, 1024);
  return listAnswer(context, async () => {
    await unsubscribeOnBehalf(email, staff, deps);
    return answer(context, `${PAGE}?done=unsubscribed`, { status: "unsubscribed" });
  });
}

/** Without `confirm` it asks first: the confirmation page reads whom from a cookie, never from its address. */
export async function eraseRequest(context: WriteContext, deps: SubscriberDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const { email, confirm } = await parseWriteBody(context.request, eraseSchema, 1024);
  if (!confirm) {
    const response = answer(context, `${PAGE}/erase`, { status: "confirm" });
    response.headers.append("Set-Cookie", eraseCookie(email));
    return response;
  }
  return listAnswer(context, async () => {
    await eraseSubscriber(email, staff, deps);
    const response = answer(context, `${PAGE}?done=erased`, { status: "erased" });
    response.headers.append("Set-Cookie", eraseCookie(null));
    return response;
  });
}

export async function subscriberExportRequest({ request }: WriteContext, deps: SubscriberDependencies): Promise<Response> {
  const staff = await requireStaff(request, "editor");
  const filter = await parseWriteBody(request, subscriberFilterSchema, 2048);
  const day = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  return new Response(await exportSubscribers(filter, staff, deps), {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lexor-subscribers-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
