import { contentEditContext } from "@/lib/features/staff/content-context";
import { postWriteRequest } from "@/lib/routes/staff/posts";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/posts", "staff", async (context) => postWriteRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
