// The demo content as the documents the seed creates, for tests that need to know what the demo
// holds. Read from content/demo through the same loader as `content push`.
import path from "node:path";
import { loadContentFolder } from "@/lib/features/content/load";
import { type BlogPost, blogPostSchema } from "@/lib/primitives/domain/blog-post";
import { type Brand, brandSchema } from "@/lib/primitives/domain/brand";
import { type Department, departmentSchema } from "@/lib/primitives/domain/department";

const { entries, problems } = loadContentFolder(path.resolve("content/demo"));
if (problems.length > 0) throw new Error(`content/demo has problems: ${JSON.stringify(problems)}`);

/** In id order (post-001 first), with image URLs as the embedded files adapter gives them. */
const documentsOf = (collection: string) =>
  entries
    .filter((entry) => entry.collection === collection)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((entry) => ({ ...entry.fields((key) => `/api/files/public/${key}`), id: entry.id }));

export const demoBlogPosts: BlogPost[] = documentsOf("blogs").map((post) => blogPostSchema.parse(post));
export const demoDepartments: Department[] = documentsOf("departments").map((department) => departmentSchema.parse(department));
export const demoBrands: Brand[] = documentsOf("brands").map((brand) => brandSchema.parse(brand));
