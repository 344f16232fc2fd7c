import { randomUUID } from "node:crypto";
import { apply, applicationFor, cookieHeader, like, pool, subscribe, uploadResume } from "../api";
import type { SuiteContext } from "../context";
import { assert, assertEqual, type Check } from "../harness";
import { getPostBySlug, listActiveDepartments, listPublishedPosts } from "@/lib/features/content/records";

const GROUP = "1. Load with invariants";

/** A department that takes applications, read from the server's database. */
export async function openDepartment(context: SuiteContext) {
  const department = (await listActiveDepartments(context.store())).find((entry) => entry.roles.length > 0);
  assert(department, "no active department with roles in the database");
  return department;
}

export async function firstSlug(context: SuiteContext): Promise<string> {
  const post = (await listPublishedPosts(context.store()))[0];
  assert(post, "no published post in the database");
  return post.slug;
}

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");

export function loadChecks(context: SuiteContext): Check[] {
  return [
    {
      group: GROUP,
      name: "5,000 newsletter subscriptions over 1,000 addresses at 100 connections: exactly 1,000 documents, every answer 201 or 409",
      async run() {
        await context.requireRoute("POST", "/api/newsletter", "{}");
        const run = randomUUID().slice(0, 8);
        const addresses = Array.from({ length: 1_000 }, (_, index) => `load-${run}-${index}@example.com`);
        // Each address five times, shuffled, so duplicates race each other.
        const requests = addresses.flatMap((address) => Array.from({ length: 5 }, () => address));
        for (let index = requests.length - 1; index > 0; index -= 1) {
          const other = Math.floor(Math.random() * (index + 1));
          [requests[index], requests[other]] = [requests[other] as string, requests[index] as string];
        }
        const before = await context.count("newsletters");
        const answers = await pool(requests, 100, async (address) => ({ address, status: (await subscribe(context.origin, address)).status }));
        const after = await context.count("newsletters");
        const statuses = answers.map((answer) => answer.status);
        assert(
          statuses.every((status) => status === 201 || status === 409),
          `answers other than 201/409: ${tally(statuses)}`,
        );
        assertEqual(statuses.filter((status) => status === 201).length, 1_000, "201 answers");
        assertEqual(after - before, 1_000, "new newsletter documents");
        const created = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.address));
        assertEqual(created.size, 1_000, "distinct addresses answered 201");
      },
    },
    {
      group: GROUP,
      name: "1,000 concurrent like toggles from distinct visitors end at the exact net count",
      async run() {
        const slug = await firstSlug(context);
        await context.requireRoute("POST", `/api/blog/${encodeURIComponent(slug)}/like`, "{}");
        const likesOf = async () => (await getPostBySlug(context.store(), slug))?.likes ?? Number.NaN;
        const start = await likesOf();
        // 1,000 new visitors first get their visitor cookie from the server with an unlike, which
        // changes nothing for a visitor who never liked; from then on every request is idempotent.
        const greeted = await Promise.all(Array.from({ length: 1_000 }, () => like(context.origin, slug, false)));
        assert(
          greeted.every((answer) => answer.status >= 200 && answer.status < 300),
          `first answers: ${tally(greeted.map((a) => a.status))}`,
        );
        const visitors = greeted.map((answer) => cookieHeader(answer.setCookie));
        assert(visitors.every(Boolean), "an answer to a new visitor set no visitor cookie");
        assertEqual(new Set(visitors).size, 1_000, "distinct visitor cookies");
        assertEqual(await likesOf(), start, "likes after 1,000 unlikes from visitors who never liked");
        // Wave 1: the 1,000 visitors like at once.
        const first = await Promise.all(visitors.map((cookie) => like(context.origin, slug, true, cookie)));
        assert(
          first.every((answer) => answer.status >= 200 && answer.status < 300),
          `like answers: ${tally(first.map((a) => a.status))}`,
        );
        assertEqual(await likesOf(), start + 1_000, "likes after 1,000 likes");
        // Wave 2, all at once: 500 unlike, 250 like again (no change), 250 unlike twice (counts once).
        const second = await Promise.all(
          visitors.flatMap((cookie, index) => {
            if (index < 500) return [like(context.origin, slug, false, cookie)];
            if (index < 750) return [like(context.origin, slug, true, cookie)];
            return [like(context.origin, slug, false, cookie), like(context.origin, slug, false, cookie)];
          }),
        );
        assert(
          second.every((answer) => answer.status >= 200 && answer.status < 300),
          `toggle answers: ${tally(second.map((a) => a.status))}`,
        );
        assertEqual(await likesOf(), start + 250, "likes after the toggles (1,000 − 500 − 250)");
      },
    },
    {
      group: GROUP,
      name: "300 concurrent applications: all stored with unique keys and their résumés",
      async run() {
        await context.requireRoute("POST", "/api/resumes", "{}");
        await context.requireRoute("POST", "/api/applications", "{}");
        const department = await openDepartment(context);
        const run = randomUUID().slice(0, 8);
        const applicationsBefore = await context.count("applications");
        const answers = await pool(
          Array.from({ length: 300 }, (_, index) => `apply-${run}-${index}@example.com`),
          300,
          async (email) => {
            const upload = await uploadResume(context.origin, department.id);
            assert(upload.token, `résumé upload answered HTTP ${upload.answer.status}: ${upload.answer.text.slice(0, 200)}`);
            const answer = await apply(context.origin, applicationFor(department, email, upload.token));
            return { email, status: answer.status };
          },
        );
        const statuses = answers.map((answer) => answer.status);
        assert(
          statuses.every((status) => status >= 200 && status < 300),
          `application answers: ${tally(statuses)}`,
        );
        assertEqual((await context.count("applications")) - applicationsBefore, 300, "new application documents");
        const mine = context.documents("applications").filter((doc) => String(doc.data.email).startsWith(`apply-${run}-`));
        assertEqual(mine.length, 300, "applications stored with this run's addresses");
        assertEqual(new Set(mine.map((doc) => doc.id)).size, 300, "unique application keys");
        assertEqual(new Set(mine.map((doc) => doc.data.email)).size, 300, "one application per applicant");
        // Each résumé is claimed by exactly its application, and its bytes are in the file store.
        const claims = new Map(context.documents("resumeClaims").map((doc) => [String(doc.data.applicationId), String(doc.data.resumeKey)]));
        const files = context.files();
        const keys = new Set<string>();
        for (const application of mine) {
          const key = claims.get(application.id);
          assert(key, `application ${application.id} has no résumé claim`);
          keys.add(key);
          const stored = await files.get(key);
          assert(stored && stored.bytes.byteLength > 0, `résumé ${key} of application ${application.id} is not in the file store`);
        }
        assertEqual(keys.size, 300, "distinct résumés");
      },
    },
  ];
}
