import { subscriberContext } from "@/lib/features/newsletter/subscriber-context";
import { subscriberExportRequest } from "@/lib/routes/newsletter/subscribers";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/newsletter/subscribers/export", "staff", async (context) =>
  subscriberExportRequest(context, await subscriberContext()),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
