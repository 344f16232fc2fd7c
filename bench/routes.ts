import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { listPublishedPosts } from "@/lib/features/content/records";

/** A route of the benchmark: its label, its path when it could be found, and why not otherwise. */
export interface BenchRoute {
  label: string;
  path: string | null;
  note?: string;
}

export interface RouteStatus {
  status: number | null;
  location?: string;
  error?: string;
}

/** GET without following redirects: a missing route shows as its 404 (or redirect), not as the page it lands on. */
export async function probe(origin: string, path: string): Promise<RouteStatus> {
  try {
    const response = await fetch(origin + path, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get("location") ?? undefined };
  } catch (error) {
    return { status: null, error: String(error) };
  }
}

/**
 * Whether a write route exists: an empty JSON body must reach the handler (our handlers answer
 * JSON). Returns why not (a Next 404 page, a redirect), or null when it is there.
 */
export async function probeWrite(origin: string, path: string): Promise<string | null> {
  const response = await fetch(origin + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  await response.arrayBuffer();
  const json = (response.headers.get("content-type") ?? "").includes("application/json");
  if ((response.status === 404 && !json) || (response.status >= 300 && response.status < 400)) {
    return `route missing: HTTP ${response.status}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""}`;
  }
  return null;
}

export const describeStatus = (status: RouteStatus): string =>
  status.status === null ? `no answer (${status.error})` : status.location ? `HTTP ${status.status} → ${status.location}` : `HTTP ${status.status}`;

/** The first published post's slug, newest first, read from the server's own database. */
export async function firstPublishedSlug(sqlitePath: string): Promise<string | null> {
  const store = createSqliteDocumentStore(sqlitePath);
  try {
    return (await listPublishedPosts(store))[0]?.slug ?? null;
  } finally {
    await store.close();
  }
}

/** The first link to a role page on a department page, as a visitor would find it. */
export async function firstRoleLink(origin: string, departmentPath: string): Promise<string | null> {
  const response = await fetch(origin + departmentPath, { redirect: "manual" });
  if (response.status !== 200) return null;
  const match = /href="(\/apply\/[^"#?]+)"/.exec(await response.text());
  return match?.[1] ?? null;
}

/** The issue's list: /, /blog, one article, /careers, one department, one role, /ai. */
export async function benchRoutes(origin: string, sqlitePath: string): Promise<BenchRoute[]> {
  const slug = await firstPublishedSlug(sqlitePath);
  const role = await firstRoleLink(origin, "/careers/engineering");
  return [
    { label: "home", path: "/" },
    { label: "blog", path: "/blog" },
    slug ? { label: "article", path: `/blog/${slug}` } : { label: "article", path: null, note: "no published post in the database" },
    { label: "careers", path: "/careers" },
    { label: "department", path: "/careers/engineering" },
    role ? { label: "role", path: role } : { label: "role", path: null, note: "no /apply/ link on /careers/engineering" },
    { label: "ai", path: "/ai" },
  ];
}
