"use client";

import { scrollToElementId } from "@/components/chrome/scroll";
import { useActiveSection } from "@/components/chrome/use-active-section";

export interface AnchorTab {
  id: string;
  label: string;
}

/** `ids` are the tabs' ids, passed apart so the section observer keeps one list for the page's life. */
export function AnchorTabLinks({ tabs, ids }: { tabs: AnchorTab[]; ids: string[] }) {
  const active = useActiveSection(ids) ?? ids[0];
  return tabs.map((tab) => (
    <li key={tab.id}>
      <a
        href={`#${tab.id}`}
        aria-current={active === tab.id ? "location" : undefined}
        onClick={(event) => {
          if (!scrollToElementId(tab.id)) return;
          event.preventDefault();
          history.replaceState(null, "", `#${tab.id}`);
        }}
        className="inline-block border-b-2 border-transparent px-3 py-4 text-sm font-medium text-muted hover:text-fg aria-[current=location]:border-accent aria-[current=location]:text-fg"
      >
        {tab.label}
      </a>
    </li>
  ));
}
