import { BLOG_TITLE } from "@/content/blog";

export function BlogHeader({ intro }: { intro: string }) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">Lexor blog</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{BLOG_TITLE}</h1>
      <p className="mt-4 text-lg text-muted">{intro}</p>
    </header>
  );
}

export const BLOG_INTRO =
  "Field notes from our engineers, designers, strategists and data people: what worked, what did not, and what we would do again.";
