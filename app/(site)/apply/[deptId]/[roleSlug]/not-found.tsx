import Link from "next/link";

export default function PositionNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">Position not found</h1>
      <p className="mt-4 text-muted">This position has been filled or is no longer listed.</p>
      <Link
        href="/careers"
        className="mt-8 inline-flex rounded-lg bg-accent px-5 py-3 font-semibold text-accent-ink hover:bg-accent-strong"
      >
        See all open positions
      </Link>
    </div>
  );
}
