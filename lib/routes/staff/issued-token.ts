import "server-only";
import { type NextRequest, NextResponse } from "next/server";
import { ISSUED_TOKEN_COOKIE, ISSUED_TOKEN_HEADER, TEAM_PATH } from "@/lib/features/staff/issued-token";
import { httpOnlyCookie } from "@/lib/services/http/cookies";

/** The page gets the token from a request header only the proxy sets, and the same answer deletes the cookie: a reload, another tab or the back button shows it no more. */
export function handOverIssuedToken(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.delete(ISSUED_TOKEN_HEADER);
  const token = request.cookies.get(ISSUED_TOKEN_COOKIE)?.value;
  if (!token) return NextResponse.next({ request: { headers } });
  headers.set(ISSUED_TOKEN_HEADER, token);
  const response = NextResponse.next({ request: { headers } });
  response.headers.append("Set-Cookie", httpOnlyCookie(ISSUED_TOKEN_COOKIE, "", { path: TEAM_PATH, maxAgeSeconds: 0 }));
  return response;
}
