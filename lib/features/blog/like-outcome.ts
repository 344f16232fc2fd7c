import type { LikeResponse } from "@/lib/primitives/domain/post-engagement";

/**
 * A post of the Like form without scripts leaves its outcome here, on the article's own path, for
 * the article answered after the 303: proxy.ts then renders it per request with this visitor's state,
 * while every other visit is served the cached page.
 */
export const LIKE_OUTCOME_COOKIE = "lexor-like-outcome";
const MAX_AGE_SECONDS = 120;
const VALUE = /^([01])\.(\d{1,12})\.(\d{1,12})$/;

export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const likeOutcomeRoute = (slug: string) => `/forms/like/${encodeURIComponent(slug)}`;

export function likeOutcomeCookie(slug: string, { liked, likes, views }: LikeResponse, secure: boolean): string {
  const value = `${liked ? 1 : 0}.${likes}.${views}`;
  const attributes = [`Path=${articlePath(slug)}`, `Max-Age=${MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax"];
  return [`${LIKE_OUTCOME_COOKIE}=${value}`, ...attributes, ...(secure ? ["Secure"] : [])].join("; ");
}

export function parseLikeOutcome(value: string | undefined): LikeResponse | null {
  const match = VALUE.exec(value ?? "");
  return match ? { liked: match[1] === "1", likes: Number(match[2]), views: Number(match[3]) } : null;
}
