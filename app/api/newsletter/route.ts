import { after } from "next/server";
import { newsletterRequestSchema } from "@/lib/domain/newsletter";
import { parseJsonBody } from "@/lib/http/body";
import { writeHandler } from "@/lib/http/write-handler";
import { deliverOrQueue } from "@/lib/mail/delivery";
import { newsletterContext } from "@/lib/newsletter/context";
import { subscribe } from "@/lib/newsletter/subscriptions";

export const POST = writeHandler("newsletter", "newsletter", async ({ request }) => {
  const { email } = await parseJsonBody(request, newsletterRequestSchema, 1024);
  const result = await subscribe(email, await newsletterContext());
  if (result.outcome === "exists") return Response.json({ status: "exists", error: "Already subscribed!" }, { status: 409 });
  // The subscription is stored; the welcome email goes out after the answer (queued if SMTP fails).
  after(() => deliverOrQueue([result.welcome]));
  return Response.json({ status: "subscribed" }, { status: 201 });
});
