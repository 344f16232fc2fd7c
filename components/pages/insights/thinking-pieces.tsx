import { Card } from "@/components/ui/card";
import type { ThinkingPiece } from "@/content/pages/insight-types";
import { readTimeLabel } from "@/lib/features/blog/format";
import { readingMinutes } from "@/lib/features/blog/read-time";

export function ThinkingPieces({ pieces }: { pieces: ThinkingPiece[] }) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-3">
      {pieces.map((piece) => (
        <Card as="article" key={piece.title} className="flex flex-col p-6">
          <p className="text-sm text-muted">
            <span className="font-semibold text-accent">{piece.kind}</span> · {readTimeLabel(readingMinutes(piece.title, piece.standfirst, piece.body))}
          </p>
          <h3 className="mt-2 text-lg font-semibold">{piece.title}</h3>
          <p className="mt-3 font-medium text-fg">{piece.standfirst}</p>
          <p className="mt-3 text-muted">{piece.body}</p>
        </Card>
      ))}
    </div>
  );
}
