import { cookies, draftMode } from "next/headers";
import { PREVIEW_COOKIE, postForPreviewLink } from "@/lib/features/blog/preview";
import { config } from "@/lib/primitives/config";
import { readHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

/**
 * GET /api/preview?token=…: opens a post's preview. A valid link turns on draft mode, keeps the
 * token in a cookie that expires with it, and redirects to the post's own address.
 */
export const GET = readHandler("/api/preview", "preview", async ({ request }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { post, claim } = await postForPreviewLink(token);
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: config().siteUrl.startsWith("https:"),
    path: "/",
    expires: new Date(claim.expiresAt * 1000),
  });
  return new Response(null, {
    status: 307,
    headers: {
      Location: `/blog/${encodeURIComponent(post.slug)}`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
