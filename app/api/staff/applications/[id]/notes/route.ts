import { otherMethods } from "@/lib/http/methods";
import { writeHandler } from "@/lib/http/write-handler";
import { noteRequest } from "@/lib/staff/routes";

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/applications/{id}/notes `{text}`: adds a note signed by the staff member. */
export const POST = writeHandler("staff.notes", "staff", async (context, { params }: Context) => noteRequest(context, (await params).id));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
