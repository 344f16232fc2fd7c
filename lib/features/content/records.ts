import { parseDocument, parseDocuments } from "@/lib/ports/documents/parse";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { type BlogPost, blogPostSchema } from "@/lib/primitives/domain/blog-post";
import { type Brand, brandSchema } from "@/lib/primitives/domain/brand";
import { type Department, departmentSchema } from "@/lib/primitives/domain/department";

export async function getDepartment(store: DocumentStore, id: string): Promise<Department | null> {
  const data = await store.get(COLLECTIONS.departments, id);
  return data ? parseDocument(departmentSchema, COLLECTIONS.departments, id, data) : null;
}

export async function listDepartments(store: DocumentStore): Promise<Department[]> {
  return parseDocuments(departmentSchema, COLLECTIONS.departments, await store.list(COLLECTIONS.departments));
}

export async function listActiveDepartments(store: DocumentStore): Promise<Department[]> {
  const active = await store.list(COLLECTIONS.departments, { where: { field: "isActive", equals: true } });
  return parseDocuments(departmentSchema, COLLECTIONS.departments, active);
}

export async function getBrand(store: DocumentStore, id: string): Promise<Brand | null> {
  const data = await store.get(COLLECTIONS.brands, id);
  return data ? parseDocument(brandSchema, COLLECTIONS.brands, id, data) : null;
}

export async function listBrands(store: DocumentStore): Promise<Brand[]> {
  return parseDocuments(brandSchema, COLLECTIONS.brands, await store.list(COLLECTIONS.brands));
}

// Filtered here, not in the query, so Firestore needs only its automatic index on publishedAt.
export async function listPublishedPosts(store: DocumentStore, options: { category?: string } = {}): Promise<BlogPost[]> {
  const newestFirst = await store.list(COLLECTIONS.blogs, { orderBy: { field: "publishedAt", direction: "desc" } });
  return parseDocuments(blogPostSchema, COLLECTIONS.blogs, newestFirst).filter(
    (post) => post.status === "published" && (!options.category || post.category === options.category),
  );
}

export async function getPostBySlug(store: DocumentStore, slug: string): Promise<BlogPost | null> {
  const [found] = await store.list(COLLECTIONS.blogs, { where: { field: "slug", equals: slug }, limit: 1 });
  return found ? parseDocument(blogPostSchema, COLLECTIONS.blogs, found.id, found.data) : null;
}

export async function getPostById(store: DocumentStore, id: string): Promise<BlogPost | null> {
  const data = await store.get(COLLECTIONS.blogs, id);
  return data ? parseDocument(blogPostSchema, COLLECTIONS.blogs, id, data) : null;
}

export async function getPostSlug(store: DocumentStore, id: string): Promise<string | null> {
  const slug = (await store.get(COLLECTIONS.blogs, id))?.slug;
  return typeof slug === "string" ? slug : null;
}
