import { after } from "next/server";
import { submitApplication } from "@/lib/careers/submit-application";
import { writeHandler } from "@/lib/http/write-handler";
import { errorText, log } from "@/lib/log";
import { retryQueuedMail } from "@/lib/mail/delivery";

export const POST = writeHandler("/api/applications", "application", async ({ request }) => {
  const result = await submitApplication(request);
  // The mail server just took this application's emails, so older queued ones likely go out too.
  if (result.emailsDelivered) {
    after(() =>
      retryQueuedMail().catch((error: unknown) =>
        log.error("mail retry failed", { error: errorText(error) }),
      ),
    );
  }
  return Response.json(result, { status: 201, headers: { "Cache-Control": "no-store" } });
});
