import { config } from "@/lib/primitives/config";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";
import { drainOnRequest } from "@/lib/services/mail-delivery/runtime";
import { recordDrain } from "@/lib/services/mail-delivery/drain-record";
import { authorizeBearer } from "@/lib/services/http/bearer";
import { sendContext } from "@/lib/features/newsletter/context";
import { continueSends } from "@/lib/features/newsletter/sending";

// A newsletter send still queueing (its server stopped) is finished first, so the schedule completes it.
export const POST = writeHandler("/api/mail/drain", "mailDrain", async ({ request }) => {
  authorizeBearer(request, config().MAIL_DRAIN_SECRET, "Mail drain", "mail-drain");
  const sending = await sendContext();
  await continueSends(sending);
  const report = await drainOnRequest();
  await recordDrain(sending.store, report, "drain route");
  return Response.json({ ...report, more: report.more ?? false }, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
