export function OverviewParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="mt-6 max-w-3xl space-y-4 text-lg text-muted">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
