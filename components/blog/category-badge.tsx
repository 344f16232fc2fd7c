export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-signal/40 bg-signal/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-signal">
      {category}
    </span>
  );
}
