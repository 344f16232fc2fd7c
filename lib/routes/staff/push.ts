import "server-only";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createPreviewToken, PREVIEW_DEFAULT_HOURS, PREVIEW_MAX_HOURS, previewLinkPath } from "@/lib/features/blog/preview-token";
import { getPostBySlug } from "@/lib/features/content/records";
import { config } from "@/lib/primitives/config";
import { isLive } from "@/lib/primitives/domain/blog-post";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import { loadContentFolder } from "@/lib/features/content/load";
import { oweRefresh, owedBy } from "@/lib/features/content/owed-refresh";
import { pushContent } from "@/lib/features/content/push";
import type { ContentEditDependencies } from "@/lib/features/content/edits";
import { z } from "@/lib/primitives/zod";
import { parseJsonBody } from "@/lib/services/http/body";
import { HttpError } from "@/lib/services/http/errors";
import { withUploadSlot } from "@/lib/services/http/upload-slots";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { requireStaff } from "@/lib/features/staff/access";
import { refreshSite } from "@/lib/features/staff/content-context";
import { NO_STORE } from "./content-form";

export const PUSH_LIMITS = { bodyBytes: 24 * 1024 * 1024, files: 500, pathChars: 300 } as const;
// A push holds its body, decoded, while it runs (a few times 24 MB): two at once stay well inside a 1 GiB instance.
export const PUSH_POOL = { name: "content-push", max: 2 } as const;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export const pushRequestSchema = z.object({
  dryRun: z.boolean().optional(),
  files: z
    .array(
      z.object({
        path: z
          .string()
          .max(PUSH_LIMITS.pathChars)
          .refine((value) => value.split("/").every((segment) => SEGMENT.test(segment)), "must be a relative path inside the content folder"),
        base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, "must be base64"),
      }),
    )
    .min(1)
    .max(PUSH_LIMITS.files),
});

export type PushRequest = z.infer<typeof pushRequestSchema>;

/** A content folder sent by `content:push`: the same loader, push and owed refresh as the editor and the direct push. */
export async function contentPushRequest(context: WriteContext, deps: ContentEditDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  return withUploadSlot(() => pushFolder(context.request, staff.email, deps), PUSH_POOL);
}

async function pushFolder(request: Request, by: string, deps: ContentEditDependencies): Promise<Response> {
  const body = await parseJsonBody(request, pushRequestSchema, PUSH_LIMITS.bodyBytes);
  if (new Set(body.files.map((file) => file.path)).size !== body.files.length) throw new HttpError(400, "A file is sent twice.");
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "lexor-push-"));
  try {
    for (const file of body.files) {
      const target = path.join(folder, file.path);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, Buffer.from(file.base64, "base64"));
    }
    const loaded = loadContentFolder(folder);
    const relative = <T extends { file: string }>(problem: T): T => ({
      ...problem,
      file: problem.file.split(`${path.basename(folder)}/`).pop() ?? problem.file,
    });
    const warnings = loaded.warnings.map(relative);
    if (loaded.problems.length > 0) return Response.json({ problems: loaded.problems.map(relative), warnings }, { status: 422, headers: NO_STORE });
    const { store, files } = deps;
    const report = await pushContent(loaded.entries, {
      store,
      files,
      dryRun: body.dryRun === true,
      revision: { by },
      beforeWrite: (changes) => oweRefresh(store, owedBy(changes)).then(() => undefined),
    });
    if (report.problems.length > 0) return Response.json({ problems: report.problems.map(relative), warnings }, { status: 422, headers: NO_STORE });
    const refresh = body.dryRun ? "none" : await refreshSite(store);
    const changes = (body.dryRun ? report.changes : report.stored).map(relative);
    return Response.json(
      {
        dryRun: body.dryRun === true,
        uploads: report.uploads,
        changes,
        unchanged: report.unchanged,
        failure: report.failure ? { ...report.failure, change: relative(report.failure.change) } : undefined,
        notReached: report.notReached,
        warnings,
        refresh,
      },
      { status: report.failure ? 500 : 200, headers: NO_STORE },
    );
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

export const previewRequestSchema = z.object({
  slug: z.string().min(1).max(200),
  hours: z.number().int().min(1).max(PREVIEW_MAX_HOURS).default(PREVIEW_DEFAULT_HOURS),
});

/** The signed preview link `content:preview` prints, made with the site's own secret. */
export async function contentPreviewRequest(context: WriteContext, deps: ContentEditDependencies): Promise<Response> {
  await requireStaff(context.request, "editor");
  const { slug, hours } = await parseJsonBody(context.request, previewRequestSchema);
  const settings = config();
  const post = await getPostBySlug(deps.store, slug);
  if (!post) throw new HttpError(404, `No stored post has the slug "${slug}". Push it first: npm run content:push -- <content folder>`);
  if (isLive(post))
    return Response.json({ title: post.title, live: true, url: `${settings.siteUrl}/blog/${encodeURIComponent(post.slug)}` }, { headers: NO_STORE });
  const expiresAt = Math.floor(Date.now() / 1000) + hours * 3600;
  const token = createPreviewToken(signingSecret(settings), { postId: post.id, expiresAt });
  const state = post.status === "published" ? `scheduled for ${post.publishedAt}` : post.status;
  return Response.json(
    { title: post.title, live: false, state, expiresAt: new Date(expiresAt * 1000).toISOString(), url: `${settings.siteUrl}${previewLinkPath(token)}` },
    { headers: NO_STORE },
  );
}
