import { sendContext } from "@/lib/features/newsletter/context";
import { testSendRequest } from "@/lib/routes/newsletter/staff-issues";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

type Context = { params: Promise<{ id: string }> };

export const POST = writeHandler("/api/staff/newsletter/[id]/test", "staff", async (context, { params }: Context) =>
  testSendRequest(context, (await params).id, await sendContext()),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
