import { ArticleBody } from "@/components/blog/article-body";
import { primaryAction, secondaryAction, textLink } from "@/components/ui/button";
import { compactLabelClass, controlClass, describedBy, FieldError } from "@/components/ui/field";
import { cardSurface } from "@/components/ui/surfaces";
import type { PostForm, PostState, StaffPost } from "@/lib/features/content/post-edits";
import { BLOG_CATEGORIES } from "@/lib/primitives/domain/blog-categories";

const STATES: Array<{ state: PostState; title: string }> = [
  { state: "draft", title: "Drafts" },
  { state: "scheduled", title: "Scheduled" },
  { state: "published", title: "Published" },
  { state: "withdrawn", title: "Withdrawn" },
];

export const POST_DONE: Record<string, string> = {
  save: "Saved.",
  publish: "Published.",
  schedule: "Scheduled: the post goes live at its publish time.",
  unpublish: "Unpublished: its address now answers that the post is gone (410).",
  restored: "Restored: the revision you chose is the post again, recorded as a new revision.",
  cover: "Cover saved: the article shows it with its alt text.",
  "cover-removed": "Cover removed: the article shows the placeholder.",
};

export function PostList({ posts }: { posts: StaffPost[] }) {
  return (
    <div className="grid gap-8">
      <p>
        <a href="/staff/posts/new" className={primaryAction}>
          New post
        </a>
      </p>
      {STATES.map(({ state, title }) => {
        const listed = posts.filter((post) => post.state === state);
        return (
          <section key={state} aria-labelledby={`posts-${state}`} className="grid gap-3">
            <h2 id={`posts-${state}`} className="text-lg font-semibold">{`${title} (${listed.length})`}</h2>
            {listed.length === 0 ? (
              <p className="text-muted">None.</p>
            ) : (
              <ul className="grid gap-2">
                {listed.map(({ post }) => (
                  <li key={post.id} className="flex flex-wrap gap-x-4">
                    <a href={`/staff/posts/${encodeURIComponent(post.id)}`} className={textLink}>
                      {post.title}
                    </a>
                    <span className="text-muted">{`/blog/${post.slug} · ${post.publishedAt}`}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

type FieldName = Exclude<keyof PostForm, "id" | "version" | "intent" | "category" | "markdown">;

const TEXT_FIELDS: Array<{ name: FieldName; text: string; hint?: string; required?: boolean }> = [
  { name: "title", text: "Title", required: true },
  {
    name: "slug",
    text: "Slug",
    hint: "The address, /blog/{slug}: lower-case words joined by dashes. Changing it keeps the old address as a redirect.",
    required: true,
  },
  { name: "excerpt", text: "Excerpt", hint: "One or two sentences for the list, search results and link previews.", required: true },
  { name: "tags", text: "Tags", hint: "Separated by commas." },
  { name: "authorName", text: "Author" },
  { name: "authorRole", text: "Author's role" },
  { name: "publishedAt", text: "Publish time", hint: "A date and time with its zone, such as 2026-03-31T07:30:00Z. A time in the future schedules the post." },
  { name: "coverAlt", text: "Cover alt text", hint: "What the cover picture shows, for readers who cannot see it. Upload a cover below." },
];

export function PostEditor({ form, fields, published }: { form: PostForm; fields: Record<string, string>; published: boolean }) {
  return (
    <form method="post" action="/api/staff/posts" className={`${cardSurface} grid gap-4 p-4`} aria-label="Post">
      <input type="hidden" name="id" value={form.id} />
      <input type="hidden" name="version" value={form.version} />
      {TEXT_FIELDS.map(({ name, text, hint, required }) => (
        <div key={name}>
          <label htmlFor={`post-${name}`} className={compactLabelClass}>
            {text}
          </label>
          {hint && (
            <p id={`post-${name}-hint`} className="mb-1 text-sm text-muted">
              {hint}
            </p>
          )}
          <input
            id={`post-${name}`}
            name={name}
            defaultValue={form[name]}
            required={required}
            aria-invalid={fields[name] ? true : undefined}
            aria-describedby={describedBy(Boolean(hint) && `post-${name}-hint`, Boolean(fields[name]) && `post-${name}-problem`)}
            className={controlClass}
          />
          <FieldError id={`post-${name}-problem`} message={fields[name]} />
        </div>
      ))}
      <div>
        <label htmlFor="post-category" className={compactLabelClass}>
          Category
        </label>
        <select id="post-category" name="category" defaultValue={form.category} className={controlClass}>
          {BLOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        <FieldError id="post-category-problem" message={fields.category} />
      </div>
      <div>
        <label htmlFor="post-markdown" className={compactLabelClass}>
          Body (Markdown)
        </label>
        <textarea
          id="post-markdown"
          name="markdown"
          defaultValue={form.markdown}
          rows={18}
          aria-invalid={fields.markdown ? true : undefined}
          aria-describedby={fields.markdown ? "post-markdown-problem" : undefined}
          className={`${controlClass} font-mono`}
        />
        <FieldError id="post-markdown-problem" message={fields.markdown} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={primaryAction}>
          {published ? "Save changes" : "Save draft"}
        </button>
        <button type="submit" name="intent" value="preview" className={secondaryAction}>
          Preview
        </button>
        <button type="submit" name="intent" value="publish" className={secondaryAction}>
          Publish now
        </button>
        <button type="submit" name="intent" value="schedule" className={secondaryAction}>
          Schedule
        </button>
        {published && (
          <button type="submit" name="intent" value="unpublish" className={secondaryAction}>
            Unpublish
          </button>
        )}
      </div>
    </form>
  );
}

export function PostPreview({ html }: { html: string }) {
  return (
    <section id="preview" aria-labelledby="preview-heading" className={`${cardSurface} p-4`}>
      <h2 id="preview-heading" className="text-lg font-semibold">
        Preview
      </h2>
      <ArticleBody sanitizedHtml={html} />
    </section>
  );
}
