import { postEditContext, postWriteRequest } from "@/lib/features/staff/post-routes";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/posts", "staff", async (context) => postWriteRequest(context, await postEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
