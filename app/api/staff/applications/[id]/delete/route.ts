import { otherMethods } from "@/lib/http/methods";
import { writeHandler } from "@/lib/http/write-handler";
import { deleteRequest } from "@/lib/staff/routes";

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/applications/{id}/delete: deletes the applicant's data (forms cannot send DELETE). */
export const POST = writeHandler("staff.delete", "staff", async (context, { params }: Context) => deleteRequest(context, (await params).id));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
