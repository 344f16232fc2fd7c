import { type NextRequest, NextResponse } from "next/server";
import { isRemovedAddress, REMOVED_ADDRESS_HEADER } from "@/lib/features/content/removed";

/** Marks the answer for a post or role address a push took down (docs/decisions.md, "410 for removed content"). */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = NextResponse.next();
  if (await isRemovedAddress(request.nextUrl.pathname)) response.headers.set(REMOVED_ADDRESS_HEADER, "1");
  return response;
}

export const config = { matcher: ["/blog/:slug", "/apply/:department/:slug"] };
