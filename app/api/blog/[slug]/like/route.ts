import { blogContext } from "@/lib/features/blog/context";
import { assertPlausibleSlug, setLike } from "@/lib/features/blog/engagement";
import { ENGAGEMENT_BODY_LIMIT_BYTES, likeRequestSchema } from "@/lib/primitives/domain/post-engagement";
import { visitorCookie, visitorFromCookieHeader } from "@/lib/features/blog/visitor";
import { articlePath, likeOutcomeCookie } from "@/lib/features/blog/like-outcome";
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
    const secure = config().siteUrl.startsWith("https:");
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (visitor.isNew) headers.append("Set-Cookie", visitorCookie(visitor.id, secure));
    if (!page) return Response.json(result, { headers });
    headers.append("Set-Cookie", likeOutcomeCookie(slug, result, secure));
    return seeOther(articlePath(slug), headers);
  },
  "like",
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
