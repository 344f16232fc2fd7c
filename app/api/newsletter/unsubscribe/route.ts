import { config } from "@/lib/primitives/config";
import { writeHandler } from "@/lib/services/http/write-handler";
import { newsletterContext } from "@/lib/features/newsletter/context";
import { isOneClickRequest } from "@/lib/routes/newsletter/one-click";
import { unsubscribeByToken } from "@/lib/features/newsletter/subscriptions";
import { otherMethods } from "@/lib/services/http/methods";

/** POST only (RFC 8058 one-click and the confirmation button): mail scanners open every link, so a GET never unsubscribes. */
export const POST = writeHandler(
  "/api/newsletter/unsubscribe",
  "newsletterUnsubscribe",
  async ({ request }) => {
    const oneClick = await isOneClickRequest(request);
    const token = new URL(request.url).searchParams.get("token");
    await unsubscribeByToken(token, await newsletterContext());
    if (oneClick) return Response.json({ status: "unsubscribed" });
    const confirmation = new URL("/unsubscribe", config().siteUrl);
    confirmation.searchParams.set("token", token ?? "");
    return new Response(null, { status: 303, headers: { Location: confirmation.toString() } });
  },
  "unsubscribe",
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
