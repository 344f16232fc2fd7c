import { newsletterRequestSchema } from "@/lib/domain/newsletter";
import { parseJsonBody } from "@/lib/http/body";
import { writeHandler } from "@/lib/http/write-handler";
import { newsletterContext } from "@/lib/newsletter/context";
import { subscribe } from "@/lib/newsletter/subscriptions";
import { otherMethods } from "@/lib/http/methods";

export const POST = writeHandler("newsletter", "newsletter", async ({ request }) => {
  const input = await parseJsonBody(request, newsletterRequestSchema, 1024);
  const outcome = await subscribe(input, await newsletterContext());
  if (outcome === "exists") return Response.json({ status: "exists", error: "Already subscribed!" }, { status: 409 });
  return Response.json({ status: "subscribed" }, { status: 201 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
