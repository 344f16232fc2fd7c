import { type NextRequest, NextResponse } from "next/server";
import { isRemovedAddress, REMOVED_ADDRESS_HEADER } from "@/lib/features/content/removed";
import { LIKE_OUTCOME_COOKIE, likeOutcomeRoute, parseLikeOutcome } from "@/lib/features/blog/like-outcome";
import { TEAM_PATH } from "@/lib/features/staff/issued-token";
import { handOverIssuedToken } from "@/lib/routes/staff/issued-token";

/**
 * Marks the answer for a post or role address a push took down (docs/decisions.md, "410 for removed content"),
 * answers an article with a Like outcome of a post without scripts per request (docs/features/blog.md),
 * and hands a just-issued staff API token to the team page once (docs/features/staff.md).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (pathname === TEAM_PATH) return handOverIssuedToken(request);
  const [, section, slug = ""] = pathname.split("/");
  const liked = section === "blog" && parseLikeOutcome(request.cookies.get(LIKE_OUTCOME_COOKIE)?.value);
  const response = liked ? NextResponse.rewrite(new URL(likeOutcomeRoute(decodeURIComponent(slug)), request.url)) : NextResponse.next();
  if (await isRemovedAddress(pathname)) response.headers.set(REMOVED_ADDRESS_HEADER, "1");
  return response;
}

export const config = { matcher: ["/blog/:slug", "/apply/:department/:slug", "/staff/team"] };
