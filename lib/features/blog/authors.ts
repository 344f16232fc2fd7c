import type { PostSummary } from "@/lib/features/blog/list-state";
import { slugify } from "@/lib/primitives/format/slug";
import { DEFAULT_AUTHOR_NAME } from "@/lib/primitives/domain/blog-post";

export interface Author {
  name: string;
  role?: string;
  slug: string;
  posts: PostSummary[];
}

export function authorSlug(name: string): string {
  return slugify(name) || "author";
}

export function authorPath(name: string): string {
  return `/blog/authors/${authorSlug(name)}`;
}

export function hasAuthorPage(name: string): boolean {
  return name !== DEFAULT_AUTHOR_NAME;
}

export function authorsOf(posts: readonly PostSummary[]): Author[] {
  const bySlug = new Map<string, Author>();
  for (const post of posts) {
    if (!hasAuthorPage(post.authorName)) continue;
    const slug = authorSlug(post.authorName);
    const author = bySlug.get(slug) ?? { name: post.authorName, role: post.authorRole, slug, posts: [] };
    author.posts.push(post);
    bySlug.set(slug, author);
  }
  return [...bySlug.values()];
}

const andList = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

export function authorDescription({ name, role, posts }: Author, siteName: string): string {
  const categories = andList.format([...new Set(posts.map((post) => post.category))]);
  const count = posts.length === 1 ? "1 article" : `${posts.length} articles`;
  return `${name}${role ? `, ${role} at ${siteName},` : ""} writes for The Signal: ${count} on ${categories}.`;
}
