import { config } from "@/lib/primitives/config";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";
import { drainOnRequest } from "@/lib/services/mail-delivery/runtime";
import { recordDrain } from "@/lib/services/mail-delivery/drain-record";
import { authorizeBearer } from "@/lib/services/http/bearer";
import { sendContext } from "@/lib/features/newsletter/context";
import { continueSends } from "@/lib/features/newsletter/sending";
import { refreshWhenDue } from "@/lib/features/revalidation/retry";

// A newsletter send still queueing (its server stopped) is finished first, and a refresh the site is owed is tried when due, so the schedule completes both.
export const POST = writeHandler("/api/mail/drain", "mailDrain", async ({ request }) => {
  authorizeBearer(request, config().MAIL_DRAIN_SECRET, "Mail drain", "mail-drain");
  const sending = await sendContext();
  await continueSends(sending);
  const report = await drainOnRequest();
  await recordDrain(sending.store, report, "drain route");
  const refresh = await refreshWhenDue();
  return Response.json({ ...report, more: report.more ?? false, refresh }, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
