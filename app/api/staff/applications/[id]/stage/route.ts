import { staffContext } from "@/lib/features/staff/context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";
import { stageRequest } from "@/lib/routes/staff/requests";

type Context = { params: Promise<{ id: string }> };

export const POST = writeHandler("/api/staff/applications/[id]/stage", "staff", async (context, { params }: Context) =>
  stageRequest(context, (await params).id, await staffContext()),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
