import { randomUUID } from "node:crypto";
import { documentVersion } from "@/lib/features/content/edits";
import { send, staffSignIn } from "@/tests/reliability/api";
import { assert, assertEqual, type Check, CheckFailure } from "@/tests/reliability/harness";
import { asClient, type ClusterContext, STAFF_ADMIN } from "../context";
import { assertOneWebhookRefreshesAll, demoDocuments, postEdit } from "./revalidation";

const GROUP = "3. Redis stopped in the middle of a run";

async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new CheckFailure(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** JSON log lines of a server with this message. */
const logLines = (output: string, message: string) => output.split("\n").filter((line) => line.startsWith("{") && line.includes(`"message":"${message}`));

const LIVE = /<strong>Live<\/strong> since/;
const RETRYING = /<strong>Not live yet — retrying\.<\/strong>/;

export function outageChecks(context: ClusterContext): Check[] {
  let staffCookie = "";
  let saved: { id: string; slug: string; marker: string } | undefined;
  const editorPage = async (origin: string, id: string) => {
    const answer = await send(origin, { method: "GET", path: `/staff/posts/${id}`, headers: { cookie: staffCookie } });
    assertEqual(answer.status, 200, `GET ${origin}/staff/posts/${id}`);
    return answer.text;
  };
  return [
    {
      group: GROUP,
      name: "every page answers 200 on every server and through nginx; each server logs the outage; writes keep working",
      async run() {
        const { post, department } = await demoDocuments(context);
        const cached = ["/", "/blog", `/blog/${post.slug}`, "/careers", `/careers/${department.id}`, "/ai"];
        for (const origin of context.origins) for (const path of cached) await context.page(origin, path);

        await context.cluster.stopRedis();
        // Pages each server has read before (its copies) and pages none has (rendered without a cache).
        for (const origin of [...context.origins, context.cluster.origin]) {
          for (const path of [...cached, "/blog/all", "/insights"]) await context.page(origin, path);
        }
        for (const [index, server] of context.cluster.servers.entries()) {
          await waitFor(`server ${index + 1} to log that Redis is unreachable`, () =>
            logLines(server.output(), "redis unreachable").some((line) => line.includes('"severity":"WARNING"')),
          );
        }
        const subscribed = await send(context.origins[1] ?? "", {
          method: "POST",
          path: "/api/newsletter",
          headers: { "content-type": "application/json", ...asClient("198.51.100.20") },
          body: JSON.stringify({ email: `outage-${randomUUID().slice(0, 8)}@example.com` }),
        });
        assertEqual(subscribed.status, 201, "a subscription while Redis is down (limits count per server meanwhile)");
      },
    },
    {
      group: GROUP,
      name: "a webhook call while Redis is down: 503 saying so, its own server refreshed, the others keep their copies",
      async run() {
        const { post } = await demoDocuments(context);
        const marker = `Outage${Date.now().toString(36)}`;
        await context.edit("blogs", post.id, (data) => ({ ...data, title: `${String(data.title)} ${marker}` }));
        const [first, ...others] = context.origins;
        const answer = await context.webhook(first ?? "", { collection: "blogs", id: post.id }, asClient("198.51.100.10"));
        assertEqual(answer.status, 503, `webhook while Redis is down (${answer.text.slice(0, 200)})`);
        assert(/shared cache is unreachable/.test(answer.json<{ error?: string }>()?.error ?? ""), `503 without the reason: ${answer.text}`);
        assert((await context.page(first ?? "", `/blog/${post.slug}`)).includes(marker), "the server that took the call still shows the old post");
        for (const origin of others) {
          assert(!(await context.page(origin, `/blog/${post.slug}`)).includes(marker), `${origin} served no copy: it rendered the edit fresh`);
        }
      },
    },
    {
      group: GROUP,
      name: "an editor's save while Redis is down: stored, answered refresh owed, and the editor page on another server says Not live yet — retrying",
      async run() {
        const [first = "", second = ""] = context.origins;
        staffCookie = await staffSignIn(first, STAFF_ADMIN, async () => {
          const mail = await context.smtp.waitFor((message) => message.envelope.to.includes(STAFF_ADMIN), 60_000);
          return mail.parsed.text ?? "";
        });
        const { post } = await demoDocuments(context);
        const data = (await context.store().get("blogs", post.id)) ?? {};
        const marker = `Owed${Date.now().toString(36)}`;
        const author = (data.author ?? {}) as { name?: string; role?: string };
        const form = {
          id: post.id,
          version: documentVersion(data),
          intent: "save",
          title: `${post.title.replace(/ Outage\w+$/, "")} ${marker}`,
          slug: post.slug,
          excerpt: String(data.excerpt ?? ""),
          category: String(data.category ?? ""),
          tags: ((data.tags ?? []) as string[]).join(", "),
          authorName: author.name ?? "",
          authorRole: author.role ?? "",
          publishedAt: String(data.publishedAt ?? ""),
          markdown: String(data.markdown ?? ""),
        };
        const answer = await send(first, {
          method: "POST",
          path: "/api/staff/posts",
          headers: { "content-type": "application/json", origin: first, cookie: staffCookie, ...asClient("198.51.100.30") },
          body: JSON.stringify(form),
        });
        assertEqual(answer.status, 200, `the save while Redis is down (${answer.text.slice(0, 300)})`);
        assertEqual(answer.json<{ refresh?: string }>()?.refresh, "owed", "the save's refresh while Redis is down");
        assert(RETRYING.test(await editorPage(second, post.id)), `${second}/staff/posts/${post.id} does not say Not live yet — retrying`);
        saved = { id: post.id, slug: post.slug, marker };
      },
    },
    {
      group: GROUP,
      name: "Redis back (empty): the owed refresh finishes by itself, with no save, push or webhook, and every server's editor page says Live since",
      async run() {
        await context.cluster.startRedis();
        assert(saved, "no save was owed (the previous check failed)");
        const { id, slug, marker } = saved;
        await waitFor(
          "every server's editor page to say Live since",
          async () => (await Promise.all(context.origins.map((origin) => editorPage(origin, id)))).every((html) => LIVE.test(html)),
          360_000,
        );
        for (const origin of context.origins) assert((await context.page(origin, `/blog/${slug}`)).includes(marker), `${origin}/blog/${slug} lacks the save`);
      },
    },
    {
      group: GROUP,
      name: "Redis back (empty): each server reconnects and logs it, and one webhook call through nginx again refreshes all three",
      async run() {
        // A webhook call a server answers with 200 has reached Redis through that server's own connection.
        for (const [index, origin] of context.origins.entries()) {
          await waitFor(`server ${index + 1} to record a revalidation in Redis again`, async () => {
            const answer = await context.webhook(origin, { tags: ["brands"] }, asClient(`198.51.100.${index + 1}`));
            return answer.status === 200;
          });
        }
        for (const [index, server] of context.cluster.servers.entries()) {
          assert(logLines(server.output(), "redis reachable again").length > 0, `server ${index + 1} did not log that Redis is back`);
        }
        await assertOneWebhookRefreshesAll(context, postEdit((await demoDocuments(context)).post));
      },
    },
  ];
}
