import { staffContext } from "@/lib/features/staff/context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";
import { candidateEmailRequest } from "@/lib/routes/staff/requests";

type Context = { params: Promise<{ id: string }> };

export const POST = writeHandler("/api/staff/applications/[id]/email", "staff", async (context, { params }: Context) =>
  candidateEmailRequest(context, (await params).id, await staffContext()),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
