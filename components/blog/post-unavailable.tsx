import { primary } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { BlogIcon } from "@/components/blog/icons";

export function PostUnavailable({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-6 pt-24 pb-32 text-center">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <Link href="/blog" className={primary("inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm")}>
          <BlogIcon name="arrow-left" width={16} height={16} />
          Return to Blog
        </Link>
        {children}
      </div>
    </div>
  );
}
