import { subscriberContext } from "@/lib/features/newsletter/subscriber-context";
import { unsubscribeRequest } from "@/lib/routes/newsletter/subscribers";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/newsletter/subscribers/unsubscribe", "staff", async (context) =>
  unsubscribeRequest(context, await subscriberContext()),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
