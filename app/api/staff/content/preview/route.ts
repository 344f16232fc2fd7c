import { contentPreviewRequest } from "@/lib/routes/staff/push";
import { contentEditContext } from "@/lib/features/staff/content-context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/content/preview", "staff", async (context) => contentPreviewRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
