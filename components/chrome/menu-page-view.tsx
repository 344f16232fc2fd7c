import { Link } from "@/components/ui/link";
import { PLATFORM_LINKS } from "@/components/chrome/navigation";
import { DEMO_PATH } from "@/components/scheduler/scheduler-link";

const itemClass = "block rounded-xl px-4 py-3 text-lg font-medium text-fg transition-colors hover:bg-surface-raised";

export function MenuPageView() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Menu</h1>
      <nav aria-label="Menu" className="mt-8">
        <ul className="space-y-1">
          <li>
            <h2 className="px-4 pt-2 text-sm font-semibold tracking-widest text-muted uppercase">Platforms</h2>
            <ul>
              {PLATFORM_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={itemClass}>
                    {link.name} <span className="block text-sm font-normal text-muted">{link.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <Link href="/blog" className={itemClass}>
              Blog
            </Link>
          </li>
          <li>
            <Link href="/careers" className={itemClass}>
              Careers
            </Link>
          </li>
          <li>
            <Link href={DEMO_PATH} className={itemClass}>
              Get Started
            </Link>
          </li>
          <li>
            <Link href="/get-started" className={itemClass}>
              Start Building
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
