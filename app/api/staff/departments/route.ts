import { departmentWriteRequest } from "@/lib/routes/staff/careers";
import { contentEditContext } from "@/lib/features/staff/content-context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/departments", "staff", async (context) => departmentWriteRequest(context, await contentEditContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
