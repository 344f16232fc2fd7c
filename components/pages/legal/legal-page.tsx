import { Section } from "@/components/ui/section";
import { Card } from "@/components/ui/card";
import { BackButton } from "@/components/pages/legal/back-button";
import { LastUpdated } from "@/components/pages/legal/last-updated";
import type { LegalBlock, LegalDocument } from "@/content/pages/privacy-policy";
import { pageTitleClass } from "@/components/ui/type-styles";

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-accent">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function LegalPage({ document }: { document: LegalDocument }) {
  const serverDay = new Date().toISOString().slice(0, 10);
  return (
    <article className="mx-auto max-w-3xl px-6 pt-10 pb-8">
      <BackButton />
      <header className="mt-8">
        <h1 className={pageTitleClass}>{document.title}</h1>
        <LastUpdated serverDay={serverDay} />
      </header>
      <div className="mt-8 space-y-4 text-lg text-muted">
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Card as="nav" aria-label="Contents" className="mt-10 p-6">
        <h2 className="text-sm font-semibold tracking-widest uppercase">Contents</h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 marker:text-muted">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-fg underline-offset-4 hover:text-accent hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </Card>
      {document.sections.map((section, index) => (
        <Section
          key={section.id}
          anchor
          id={section.id}
          title={
            <>
              {index + 1}. {section.heading}
            </>
          }
          heading="plain"
          className="mt-12 scroll-mt-32"
        >
          <div className="mt-4 space-y-4 leading-relaxed text-muted">
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </div>
        </Section>
      ))}
    </article>
  );
}
