import { BLOG_TITLE } from "@/content/blog";
import { eyebrowClass, pageTitleClass } from "@/components/ui/type-styles";

export function BlogHeader({ intro }: { intro: string }) {
  return (
    <header className="max-w-3xl">
      <p className={eyebrowClass}>Lexor blog</p>
      <h1 className={`mt-3 ${pageTitleClass}`}>{BLOG_TITLE}</h1>
      <p className="mt-4 text-lg text-muted">{intro}</p>
    </header>
  );
}

export const BLOG_INTRO = "Field notes from our engineers, designers, strategists and data people: what worked, what did not, and what we would do again.";
