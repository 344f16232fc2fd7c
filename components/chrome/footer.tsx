import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { SectionLink } from "@/components/chrome/section-link";
import { CookiePreferencesButton } from "@/components/cookie-consent/cookie-preferences-button";
import { LogoMark } from "@/components/ui/logo-mark";
import { NewsletterSignup } from "@/components/newsletter/newsletter-signup";
import { site } from "@/content/site";
import { container } from "@/components/ui/surfaces";

const linkClass = "text-muted transition-colors hover:text-fg hover:underline underline-offset-4";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-widest text-fg uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </nav>
  );
}

export function Footer() {
  // Computed when the page renders (at build, or at each ISR refresh).
  const year = new Date().getFullYear();
  return (
    <footer className="below-fold mt-24 border-t border-line bg-surface">
      <div className={`${container} grid grid-cols-2 gap-x-8 gap-y-12 py-14 lg:grid-cols-[1.6fr_1fr_1fr_1fr]`}>
        <section aria-labelledby="footer-newsletter" className="col-span-2 lg:col-span-1">
          <h2 id="footer-newsletter" className="text-xl font-semibold">
            Stay Updated
          </h2>
          <p className="mt-2 max-w-md text-muted">
            A short monthly note on what we learn shipping AI, cloud and security work: new articles, open roles, events.
          </p>
          <NewsletterSignup id="footer-newsletter-form" />
        </section>
        <Column title="Platforms">
          <li>
            <Link href="/thestral" className={linkClass}>
              Thestral
            </Link>
          </li>
        </Column>
        <Column title="Explore">
          <li>
            <Link href="/blog" className={linkClass}>
              Blog
            </Link>
          </li>
          <li>
            <Link href="/careers" className={linkClass}>
              Careers
            </Link>
          </li>
          <li>
            <Link href="/what-we-do" className={linkClass}>
              What we do
            </Link>
          </li>
          <li>
            <Link href="/insights" className={linkClass}>
              Insights
            </Link>
          </li>
          <li>
            <SectionLink section="about" className={linkClass}>
              About us
            </SectionLink>
          </li>
          <li>
            <SectionLink section="contact" className={linkClass}>
              Contact
            </SectionLink>
          </li>
        </Column>
        <Column title="Quick Links">
          <li>
            <Link href="/privacy-policy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link href="/terms" className={linkClass}>
              Terms &amp; Conditions
            </Link>
          </li>
          <li>
            <CookiePreferencesButton className={`${linkClass} cursor-pointer text-left`} />
          </li>
        </Column>
      </div>
      <div className="border-t border-line">
        <div className={`${container} flex flex-col gap-3 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between`}>
          <p className="flex items-center gap-3">
            <LogoMark className="size-6" />
            <span>
              &copy; {year} {site.legalName} All rights reserved.
            </span>
          </p>
          <p>Strategy and technology, built to ship.</p>
        </div>
      </div>
    </footer>
  );
}
