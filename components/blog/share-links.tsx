import { BlogIcon } from "@/components/blog/icons";
import type { IconName } from "@/components/icons/shapes";
import { type Shareable, type ShareTarget, shareTargets } from "@/lib/features/blog/share";

const TARGET_ICONS: Record<ShareTarget["name"], IconName> = {
  "X (Twitter)": "globe",
  Facebook: "globe",
  LinkedIn: "globe",
  WhatsApp: "chat",
  Email: "mail",
};

export function ShareLinks({ shareable, className }: { shareable: Shareable; className: string }) {
  return (
    <ul className={className}>
      {shareTargets(shareable).map((target) => {
        const external = !target.href.startsWith("mailto:");
        return (
          <li key={target.name}>
            <a
              href={target.href}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="flex items-center gap-3 rounded-xl border border-line bg-ink px-4 py-3 text-sm font-medium transition-colors hover:border-accent"
            >
              <BlogIcon name={TARGET_ICONS[target.name]} width={18} height={18} className="text-accent" />
              {target.name === "Email" ? "Email" : `Share on ${target.name}`}
              {external && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
