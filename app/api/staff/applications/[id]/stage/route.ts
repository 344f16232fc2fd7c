import { otherMethods } from "@/lib/http/methods";
import { writeHandler } from "@/lib/http/write-handler";
import { stageRequest } from "@/lib/staff/routes";

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/applications/{id}/stage `{stage}`: moves the application to a stage. */
export const POST = writeHandler("staff.stage", "staff", async (context, { params }: Context) => stageRequest(context, (await params).id));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
