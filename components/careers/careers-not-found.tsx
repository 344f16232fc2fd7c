import Link from "next/link";

/** What a careers URL shows when its department or role is not listed: why, and the way back to the list. */
export function CareersNotFound({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <Link
        href="/careers"
        className="mt-8 inline-flex rounded-lg bg-accent px-5 py-3 font-semibold text-accent-ink hover:bg-accent-strong"
      >
        See all open positions
      </Link>
    </div>
  );
}
