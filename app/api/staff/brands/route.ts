import { brandWriteRequest } from "@/lib/routes/staff/brands";
import { contentEditContext } from "@/lib/features/staff/content-context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/brands", "staff", async (context) => brandWriteRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
