import { sendContext } from "@/lib/features/newsletter/context";
import { createDigestRequest } from "@/lib/routes/newsletter/staff-issues";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/newsletter/digest", "staff", async (context) => createDigestRequest(context, await sendContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
