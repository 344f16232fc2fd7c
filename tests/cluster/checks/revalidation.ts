import type { CollectionName } from "@/lib/ports/documents/port";
import { assert, assertEqual, type Check } from "@/tests/reliability/harness";
import type { ClusterContext } from "../context";
import { listBrands, listDepartments, listPublishedPosts } from "@/lib/features/content/records";

const GROUP = "1. One webhook call refreshes every server";

export interface Edit {
  /** What the page shows, for messages. */
  what: string;
  path: string;
  collection: CollectionName;
  id: string;
  /** The document with `marker` worked into text the page shows. */
  change: (data: Record<string, unknown>, marker: string) => Record<string, unknown>;
}

let edits = 0;

/**
 * Every server shows the page; the document changes in the database; every server still shows
 * its cached page; one webhook call through nginx; every server's next answer shows the change.
 */
export async function assertOneWebhookRefreshesAll(context: ClusterContext, edit: Edit): Promise<void> {
  const marker = `Edited${Date.now().toString(36)}n${edits++}`;
  for (const origin of context.origins) {
    assert(!(await context.page(origin, edit.path)).includes(marker), `${origin}${edit.path} shows ${marker} before the edit`);
  }
  await context.edit(edit.collection, edit.id, (data) => edit.change(data, marker));
  for (const origin of context.origins) {
    const html = await context.page(origin, edit.path);
    assert(!html.includes(marker), `${origin}${edit.path} showed the edited ${edit.what} before the webhook: it was not cached`);
  }
  const answer = await context.webhook(context.cluster.origin, { collection: edit.collection, id: edit.id });
  assertEqual(answer.status, 200, `webhook through nginx (${answer.text.slice(0, 200)})`);
  for (const origin of context.origins) {
    const html = await context.page(origin, edit.path);
    assert(html.includes(marker), `${origin}${edit.path} still shows the old ${edit.what} after one webhook call`);
  }
}

const appendTo = (field: string) => (data: Record<string, unknown>, marker: string) => ({
  ...data,
  [field]: `${String(data[field] ?? "")} ${marker}`,
});

/** The newest published post, the first department and the first brand, as the seed left them. */
export async function demoDocuments(context: ClusterContext) {
  const [post] = await listPublishedPosts(context.store());
  const [department] = await listDepartments(context.store());
  const [brand] = await listBrands(context.store());
  if (!post || !department || !brand) throw new Error("the demo content is missing a post, a department or a brand");
  return { post, department, brand };
}

export const postEdit = (post: { id: string; slug: string }): Edit => ({
  what: "post title",
  path: `/blog/${post.slug}`,
  collection: "blogs",
  id: post.id,
  change: appendTo("title"),
});

export function revalidationChecks(context: ClusterContext): Check[] {
  const cases: { name: string; edit: (documents: Awaited<ReturnType<typeof demoDocuments>>) => Edit }[] = [
    { name: "a post edited in the database: its article", edit: ({ post }) => postEdit(post) },
    {
      name: "a department edited in the database: its careers page",
      edit: ({ department }) => ({
        what: "department title",
        path: `/careers/${department.id}`,
        collection: "departments",
        id: department.id,
        change: appendTo("title"),
      }),
    },
    {
      name: "a brand edited in the database: the home page",
      edit: ({ brand }) => ({ what: "brand description", path: "/", collection: "brands", id: brand.id, change: appendTo("description") }),
    },
  ];
  return cases.map(({ name, edit }) => ({
    group: GROUP,
    name: `${name}, on each of the three servers`,
    run: async () => assertOneWebhookRefreshesAll(context, edit(await demoDocuments(context))),
  }));
}
