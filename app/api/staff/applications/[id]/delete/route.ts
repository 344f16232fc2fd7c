import { staffContext } from "@/lib/features/staff/context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";
import { deleteRequest } from "@/lib/routes/staff/requests";

type Context = { params: Promise<{ id: string }> };

/** POST, not DELETE: forms cannot send DELETE. */
export const POST = writeHandler("/api/staff/applications/[id]/delete", "staff", async (context, { params }: Context) =>
  deleteRequest(context, (await params).id, await staffContext()),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
