import { AnchorTabLinks, type AnchorTab } from "@/components/pages/anchor-tab-links";
import { container } from "@/components/ui/surfaces";

export function AnchorTabs({ tabs, label }: { tabs: AnchorTab[]; label: string }) {
  return (
    <nav aria-label={label} className="sticky top-0 z-30 hidden border-b border-line bg-ink/95 backdrop-blur wide:block">
      <ul className={`${container} flex gap-2 overflow-x-auto`}>
        <AnchorTabLinks tabs={tabs} ids={tabs.map((tab) => tab.id)} />
      </ul>
    </nav>
  );
}
