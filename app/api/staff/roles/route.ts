import { roleWriteRequest } from "@/lib/routes/staff/careers";
import { contentEditContext } from "@/lib/features/staff/content-context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/roles", "staff", async (context) => roleWriteRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
