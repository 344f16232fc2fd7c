import { brandPictureRequest } from "@/lib/routes/staff/brands";
import { contentEditContext } from "@/lib/features/staff/content-context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

type Context = { params: Promise<{ id: string }> };

export const POST = writeHandler("/api/staff/brands/[id]/image", "staff", async (context, { params }: Context) =>
  brandPictureRequest(context, (await params).id, await contentEditContext()),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
