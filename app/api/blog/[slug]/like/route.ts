import { blogContext } from "@/lib/features/blog/context";
import { assertPlausibleSlug, setLike } from "@/lib/features/blog/engagement";
import { ENGAGEMENT_BODY_LIMIT_BYTES, likeRequestSchema } from "@/lib/primitives/domain/post-engagement";
import { visitorCookie, visitorFromCookieHeader } from "@/lib/features/blog/visitor";
import { config } from "@/lib/primitives/config";
import { parseWriteBody, seeOther } from "@/lib/services/http/form-post";
import { writeHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

type Context = { params: Promise<{ slug: string }> };
const likeFromForm = ({ liked }: Record<string, string>) => ({ liked: liked === "true" ? true : liked === "false" ? false : liked });

export const POST = writeHandler(
  "/api/blog/[slug]/like",
  "blogLike",
  async ({ request, page }, { params }: Context) => {
    const { slug } = await params;
    assertPlausibleSlug(slug);
    const { liked } = await parseWriteBody(request, likeRequestSchema, ENGAGEMENT_BODY_LIMIT_BYTES, likeFromForm);
    const visitor = visitorFromCookieHeader(request.headers.get("cookie"));
    const result = await setLike(slug, visitor.id, liked, await blogContext());
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (visitor.isNew) headers.set("Set-Cookie", visitorCookie(visitor.id, config().siteUrl.startsWith("https:")));
    return page ? seeOther(`/blog/${encodeURIComponent(slug)}`, headers) : Response.json(result, { headers });
  },
  "like",
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
