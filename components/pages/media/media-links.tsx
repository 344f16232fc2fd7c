import { LogoMark } from "@/components/ui/logo-mark";
import { SocialIcon } from "@/components/pages/media/social-icon";
import { mediaContent as content } from "@/content/pages/media";
import { socialLinks } from "@/content/social-links";
import { siteUrl } from "@/lib/primitives/site-settings";
import { cardSurface } from "@/components/ui/surfaces";

export function MediaLinks() {
  const links = [{ name: content.website.name, url: `${siteUrl()}/`, icon: "website" as const, description: content.website.description }, ...socialLinks];
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center px-6 py-16">
      <LogoMark className="size-20" />
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">{content.title}</h1>
      <p className="mt-2 text-center text-muted">{content.lead}</p>
      <ul className="mt-10 w-full space-y-4">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${cardSurface} flex items-center gap-4 p-4 transition-colors hover:border-accent`}
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface-raised text-accent">
                <SocialIcon name={link.icon} />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{link.name}</span>
                <span className="block text-sm text-muted">{link.description}</span>
              </span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-muted">{content.footnote}</p>
    </div>
  );
}
