import { cookies, draftMode } from "next/headers";
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import { type PreviewClaim, verifyPreviewToken } from "@/lib/features/blog/preview-token";
import { config } from "@/lib/primitives/config";
import { getMovedPostSlug, getPostById, getPublishedPost } from "@/lib/features/blog/reads";
import type { BlogPost } from "@/lib/primitives/domain/blog-post";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import { DomainError } from "@/lib/primitives/domain/domain-error";

/** Holds the preview token after the link is opened; draft mode alone would show any draft. */
export const PREVIEW_COOKIE = "lexor_preview";

export async function postForPreviewLink(token: string): Promise<{ post: BlogPost; claim: PreviewClaim }> {
  const claim = verifyPreviewToken(signingSecret(config()), token);
  const post = claim && (await getPostById(claim.postId));
  if (!claim || !post) throw new DomainError("not-found", "This preview link is invalid or has expired.");
  return { post, claim };
}

export const previewedPost = cache(async (slug: string): Promise<BlogPost | null> => {
  if (!(await draftMode()).isEnabled) return null;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  const claim = token ? verifyPreviewToken(signingSecret(config()), token) : null;
  const post = claim && (await getPostById(claim.postId));
  return post?.slug === slug ? post : null;
});

export async function articleAt(slug: string): Promise<{ post: BlogPost | null; preview: boolean }> {
  const preview = await previewedPost(slug);
  const post = preview ?? (await getPublishedPost(slug));
  if (!post) {
    const movedTo = await getMovedPostSlug(slug);
    if (movedTo) permanentRedirect(`/blog/${encodeURIComponent(movedTo)}`);
  }
  return { post, preview: preview !== null };
}
