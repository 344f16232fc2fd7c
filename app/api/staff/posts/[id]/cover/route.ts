import { contentEditContext } from "@/lib/features/staff/content-context";
import { postCoverRequest } from "@/lib/routes/staff/posts";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

type Context = { params: Promise<{ id: string }> };

export const POST = writeHandler("/api/staff/posts/[id]/cover", "staff", async (context, { params }: Context) =>
  postCoverRequest(context, (await params).id, await contentEditContext()),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
