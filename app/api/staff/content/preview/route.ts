import { contentPreviewRequest } from "@/lib/features/staff/push-route";
import { contentEditContext } from "@/lib/features/staff/content-routes";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/content/preview", "staff", async (context) => contentPreviewRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
