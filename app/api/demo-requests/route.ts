import { after } from "next/server";
import { config } from "@/lib/config";
import { submitDemoRequest } from "@/lib/demo-requests/submit";
import { documents } from "@/lib/documents";
import { demoRequestSchema } from "@/lib/domain/demo-request";
import { parseJsonBody } from "@/lib/http/body";
import { writeHandler } from "@/lib/http/write-handler";
import { deliverOrQueue } from "@/lib/mail/delivery";

export const POST = writeHandler("demo-requests", "demoRequest", async ({ request }) => {
  const form = await parseJsonBody(request, demoRequestSchema);
  const result = await submitDemoRequest(form, { store: await documents(), salesEmail: config().SALES_EMAIL });
  // Stored first; the sales email goes out after the answer (queued if SMTP fails).
  if (result.stored) after(() => deliverOrQueue([result.notification]));
  return Response.json({ status: "received" }, { status: 201 });
});
