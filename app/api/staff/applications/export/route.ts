import { staffContext } from "@/lib/features/staff/context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";
import { exportRequest } from "@/lib/routes/staff/requests";

export const POST = writeHandler("/api/staff/applications/export", "staff", async (context) => exportRequest(context, await staffContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
