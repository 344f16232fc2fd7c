export function PreviewBanner({ published, scheduledFor }: { published: boolean; scheduledFor?: string }) {
  return (
    <div
      role="note"
      aria-label="Preview"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent bg-accent/10 px-4 py-3 text-sm"
    >
      <p>
        <strong className="font-semibold">Preview.</strong>{" "}
        {scheduledFor
          ? `This post is scheduled for ${scheduledFor}: until then only people with the preview link can see it.`
          : published
            ? "This post is published; this is how it looks as stored right now."
            : "This post is not published: only people with the preview link can see it."}{" "}
        Views and likes are not counted here.
      </p>
      <form method="post" action="/api/preview/exit">
        <button type="submit" className="rounded-full border border-accent px-3 py-1.5 font-medium text-accent transition-colors hover:bg-accent/15">
          Exit preview
        </button>
      </form>
    </div>
  );
}
