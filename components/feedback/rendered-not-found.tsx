import { notFound } from "next/navigation";
import { type ReactNode, Suspense } from "react";

async function NotFoundSignal(): Promise<never> {
  notFound();
}

/** Throws notFound() inside Suspense: called directly, Next 16.4 serves an empty shell only JavaScript fills (vercel/next.js#95613). */
export function RenderedNotFound({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <NotFoundSignal />
    </Suspense>
  );
}
