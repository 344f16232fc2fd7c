import { staffContext } from "@/lib/features/staff/context";
import { teamSaveRequest } from "@/lib/routes/staff/requests";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/team", "staff", async (context) => teamSaveRequest(context, await staffContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
