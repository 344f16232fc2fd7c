import { contentEditContext } from "@/lib/features/staff/content-context";
import { restoreRequest } from "@/lib/routes/staff/revisions";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/revisions/restore", "staff", async (context) => restoreRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
