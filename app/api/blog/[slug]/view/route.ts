import { blogContext } from "@/lib/features/blog/context";
import { assertPlausibleSlug, recordView } from "@/lib/features/blog/engagement";
import { ENGAGEMENT_BODY_LIMIT_BYTES, viewRequestSchema } from "@/lib/primitives/domain/post-engagement";
import { parseOptionalJsonBody } from "@/lib/services/http/optional-body";
import { writeHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

type Context = { params: Promise<{ slug: string }> };

export const POST = writeHandler("/api/blog/[slug]/view", "blogView", async ({ request }, { params }: Context) => {
  const { slug } = await params;
  assertPlausibleSlug(slug);
  await parseOptionalJsonBody(request, viewRequestSchema, ENGAGEMENT_BODY_LIMIT_BYTES);
  const result = await recordView(slug, request.headers.get("user-agent"), await blogContext());
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
