import { roleWriteRequest } from "@/lib/features/staff/career-routes";
import { contentEditContext } from "@/lib/features/staff/content-routes";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/roles", "staff", async (context) => roleWriteRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
