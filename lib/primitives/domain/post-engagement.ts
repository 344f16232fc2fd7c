import { z } from "@/lib/primitives/zod";

/** Body of `POST /api/blog/{slug}/like`: the visitor's wanted state, nothing else. */
export const likeRequestSchema = z.strictObject({ liked: z.boolean() });
export type LikeRequest = z.infer<typeof likeRequestSchema>;

/** Body of `POST /api/blog/{slug}/view`: empty, or `{}`. */
export const viewRequestSchema = z.strictObject({});

/** Bodies of the engagement routes are tiny; anything bigger is refused unread. */
export const ENGAGEMENT_BODY_LIMIT_BYTES = 1024;

export interface PostCountersResponse {
  views: number;
  likes: number;
}

export interface ViewResponse extends PostCountersResponse {
  counted: boolean;
}

export interface LikeResponse extends PostCountersResponse {
  liked: boolean;
}
