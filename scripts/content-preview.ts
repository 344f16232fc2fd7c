// `npm run content:preview -- <post slug or file> [--hours N]`: prints a signed link that shows a
// post that is not published, exactly as it will look, until the link expires. Run it with the
// server's environment: the link is signed with its FILE_SIGNING_SECRET (docs/publishing.md).
import path from "node:path";
import { parseArgs } from "node:util";
import { createPreviewToken, PREVIEW_DEFAULT_HOURS, PREVIEW_MAX_HOURS, previewLinkPath } from "@/lib/features/blog/preview-token";
import { config } from "@/lib/primitives/config";
import { readPostFile } from "@/lib/features/content/posts";
import { formatProblem } from "@/lib/features/content/source";
import { isLive } from "@/lib/primitives/domain/blog-post";
import { documents } from "@/lib/features/content/store";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import { runCommand } from "./run-command";
import { getPostBySlug } from "@/lib/features/content/records";

const USAGE = `Usage: npm run content:preview -- <post slug, or its .md file> [--hours N] (N up to ${PREVIEW_MAX_HOURS}, default ${PREVIEW_DEFAULT_HOURS})`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { hours: { type: "string" } } });
  const [target] = positionals;
  const hours = Number(values.hours ?? PREVIEW_DEFAULT_HOURS);
  if (!target || positionals.length > 1 || !Number.isInteger(hours) || hours < 1 || hours > PREVIEW_MAX_HOURS) {
    console.error(USAGE);
    return 2;
  }

  let slug = target;
  if (target.endsWith(".md")) {
    const read = readPostFile(path.resolve(path.dirname(target), ".."), path.resolve(target), target);
    if (!read.entry) {
      for (const problem of read.problems) console.error(formatProblem(problem));
      return 1;
    }
    slug = read.entry.slug?.value ?? "";
  }

  const settings = config();
  const store = await documents();
  try {
    const post = await getPostBySlug(store, slug);
    if (!post) {
      console.error(`No stored post has the slug "${slug}". Push it first: npm run content:push -- <content folder>`);
      return 1;
    }
    if (isLive(post)) {
      console.info(`"${post.title}" is published: ${settings.siteUrl}/blog/${encodeURIComponent(post.slug)}`);
      return 0;
    }
    const expiresAt = Math.floor(Date.now() / 1000) + hours * 3600;
    const token = createPreviewToken(signingSecret(settings), { postId: post.id, expiresAt });
    const state = post.status === "published" ? `scheduled for ${post.publishedAt}` : post.status;
    console.info(`Preview of "${post.title}" (${state}), valid until ${new Date(expiresAt * 1000).toISOString()}:`);
    console.info(`${settings.siteUrl}${previewLinkPath(token)}`);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(main);
