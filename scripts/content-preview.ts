// `npm run content:preview -- <post slug or file> [--hours N]`: asks the site, with SITE_URL and
// STAFF_TOKEN, for a signed link that shows a post that is not published, exactly as it will look,
// until the link expires (docs/publishing.md). `--direct` signs it here with the server's environment.
import path from "node:path";
import { parseArgs } from "node:util";
import { PREVIEW_DEFAULT_HOURS, PREVIEW_MAX_HOURS } from "@/lib/features/blog/preview-token";
import { readPostFile } from "@/lib/features/content/posts";
import { formatProblem } from "@/lib/features/content/source";
import { createPreviewToken, previewLinkPath } from "@/lib/features/blog/preview-token";
import { getPostBySlug } from "@/lib/features/content/records";
import { documents } from "@/lib/features/content/store";
import { config } from "@/lib/primitives/config";
import { isLive } from "@/lib/primitives/domain/blog-post";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import { runCommand } from "./run-command";

const USAGE = `Usage: npm run content:preview -- <post slug, or its .md file> [--hours N] (N up to ${PREVIEW_MAX_HOURS}, default ${PREVIEW_DEFAULT_HOURS})`;

/** The operator's path: the server's environment and its signing secret, no site request. */
async function previewDirect(slug: string, hours: number): Promise<number> {
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

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { hours: { type: "string" }, direct: { type: "boolean" } } });
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
  if (values.direct === true) return previewDirect(slug, hours);
  const siteUrl = process.env.SITE_URL;
  const token = process.env.STAFF_TOKEN;
  if (!siteUrl || !token) {
    console.error("Set SITE_URL and STAFF_TOKEN (an admin issues tokens in /staff/team). The operator's direct path is --direct.");
    return 2;
  }

  const answer = await fetch(new URL("/api/staff/content/preview", siteUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ slug, hours }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await answer.json().catch(() => ({}))) as { error?: string; title?: string; live?: boolean; state?: string; expiresAt?: string; url?: string };
  if (!answer.ok || !body.url) {
    console.error(`${siteUrl} refused the preview (${answer.status}): ${body.error ?? "no reason given"}`);
    return 1;
  }
  if (body.live) console.info(`"${body.title}" is published: ${body.url}`);
  else console.info(`Preview of "${body.title}" (${body.state}), valid until ${body.expiresAt}:\n${body.url}`);
  return 0;
}

runCommand(main);
