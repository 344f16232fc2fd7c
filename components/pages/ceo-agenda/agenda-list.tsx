import { Card } from "@/components/ui/card";
import { ceoAgendaPage } from "@/content/pages/ceo-agenda";

export function AgendaList() {
  return (
    <>
      <h3 className="mt-14 text-2xl font-semibold">{ceoAgendaPage.agendaHeading}</h3>
      <ol className="mt-6 grid gap-4 md:grid-cols-2">
        {ceoAgendaPage.agenda.map((item, index) => (
          <Card as="li" key={item.title} className="flex gap-4 p-6">
            <span aria-hidden="true" className="text-2xl font-semibold text-accent tabular-nums">
              {String(index + 1).padStart(2, "0")}
            </span>
            <div>
              <h4 className="font-semibold">{item.title}</h4>
              <p className="mt-2 text-muted">{item.text}</p>
            </div>
          </Card>
        ))}
      </ol>
    </>
  );
}
