import { notFound } from "next/navigation";
import { type ReactNode, Suspense } from "react";

async function NotFoundSignal(): Promise<never> {
  notFound();
}

/**
 * Answers 404 with the not-found state in the HTML itself. A page that calls `notFound()` directly
 * is served by Next 16.4 as an empty `<html id="__next_error__">` document that only JavaScript
 * fills in (vercel/next.js#95613): no `lang`, the root layout's title, nothing for crawlers or
 * readers without scripts. Thrown inside a Suspense boundary instead, the same `notFound()` still
 * sets the 404 status and `noindex`, the boundary's fallback (the not-found state, inside the
 * site's layout) is what the server renders, and in the browser the segment's `not-found.tsx`
 * takes over with the same content.
 */
export function RenderedNotFound({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <NotFoundSignal />
    </Suspense>
  );
}
