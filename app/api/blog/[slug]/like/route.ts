import { assertPlausibleSlug, setLike } from "@/lib/blog/engagement";
import { ENGAGEMENT_BODY_LIMIT_BYTES, likeRequestSchema } from "@/lib/domain/post-engagement";
import { visitorCookie, visitorFromCookieHeader } from "@/lib/blog/visitor";
import { config } from "@/lib/config";
import { parseJsonBody } from "@/lib/http/body";
import { writeHandler } from "@/lib/http/write-handler";
import { otherMethods } from "@/lib/http/methods";

type Context = { params: Promise<{ slug: string }> };

/** POST /api/blog/{slug}/like with `{liked: boolean}`: sets this visitor's like, idempotently. */
export const POST = writeHandler("blog.like", "blogLike", async ({ request }, { params }: Context) => {
  const { slug } = await params;
  assertPlausibleSlug(slug);
  const { liked } = await parseJsonBody(request, likeRequestSchema, ENGAGEMENT_BODY_LIMIT_BYTES);
  const visitor = visitorFromCookieHeader(request.headers.get("cookie"));
  const result = await setLike(slug, visitor.id, liked);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (visitor.isNew) headers.set("Set-Cookie", visitorCookie(visitor.id, config().siteUrl.startsWith("https:")));
  return Response.json(result, { headers });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
