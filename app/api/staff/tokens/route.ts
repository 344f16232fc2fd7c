import { issueTokenRequest } from "@/lib/routes/staff/api-tokens";
import { staffContext } from "@/lib/features/staff/context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/tokens", "staff", async (context) => issueTokenRequest(context, await staffContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
