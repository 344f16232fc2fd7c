import { Suspense } from "react";
import { PlatformList } from "@/components/home/platform-list";
import { site } from "@/content/site";

export const revalidate = 3600;

export default function HomePage() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-6 pt-24 pb-16">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">Lexor</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight sm:text-6xl">{site.tagline}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">{site.description}</p>
      </section>
      <section id="platforms" aria-labelledby="platforms-heading" className="mx-auto max-w-6xl px-6 pb-24">
        <h2 id="platforms-heading" className="text-2xl font-semibold">
          Platforms
        </h2>
        <Suspense fallback={<p className="mt-6 text-muted">Loading...</p>}>
          <PlatformList />
        </Suspense>
      </section>
    </>
  );
}
