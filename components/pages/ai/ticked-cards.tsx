import { CheckIcon } from "@/components/pages/ai/check-icon";

export function TickedCards({ items, compact = false }: { items: readonly string[]; compact?: boolean }) {
  return (
    <ul className={`mt-6 grid ${compact ? "gap-3" : "gap-4"} md:grid-cols-2`}>
      {items.map((item) => (
        <li key={item} className={`flex gap-3 rounded-xl bg-surface ${compact ? "p-4" : "p-5"}`}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
