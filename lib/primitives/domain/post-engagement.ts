import { z } from "@/lib/primitives/zod";

export const likeRequestSchema = z.strictObject({ liked: z.boolean() });
export type LikeRequest = z.infer<typeof likeRequestSchema>;

export const viewRequestSchema = z.strictObject({});

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
