import { brandWriteRequest } from "@/lib/features/staff/brand-routes";
import { contentEditContext } from "@/lib/features/staff/content-routes";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/brands", "staff", async (context) => brandWriteRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
