import { ceoAgendaPage } from "@/content/pages/ceo-agenda";

export function CeoMessage() {
  const { ceoMessage } = ceoAgendaPage;
  const initials = ceoMessage.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  return (
    <article aria-labelledby="ceo-message-heading" className="mt-8 rounded-3xl border border-line bg-surface p-8 md:p-10">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-accent text-lg font-semibold text-accent-ink">
          {initials}
        </span>
        <h3 id="ceo-message-heading" className="text-2xl font-semibold">
          A message from {ceoMessage.name}
        </h3>
      </div>
      <div className="mt-6 max-w-3xl space-y-4 text-lg">
        {ceoMessage.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-6 font-semibold">
        {ceoMessage.name}
        <span className="block font-normal text-muted">{ceoMessage.title}</span>
      </p>
    </article>
  );
}
