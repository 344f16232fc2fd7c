import { cookies, draftMode } from "next/headers";
import { PREVIEW_COOKIE, postForPreviewLink } from "@/lib/features/blog/preview";
import { config } from "@/lib/primitives/config";
import { readHandler } from "@/lib/services/http/read-handler";
import { otherMethods } from "@/lib/services/http/methods";

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
