import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { newsletterContext } from "@/lib/newsletter/context";
import { emailFromUnsubscribeToken } from "@/lib/newsletter/unsubscribe-token";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { title: "Unsubscribe", path: "/unsubscribe" };

export const metadata: Metadata = {
  ...pageMetadata({ ...page, description: "Stop receiving the Lexor newsletter: confirm with one button, and no more newsletter emails are sent." }),
  robots: { index: false, follow: false },
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <section className="mx-auto max-w-2xl px-6 py-16 sm:py-24">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-6 space-y-6 text-lg text-muted">{children}</div>
      </section>
    </>
  );
}

/**
 * The page the welcome email links to. Opening it changes nothing (mail scanners open links);
 * the button posts to the same endpoint mail clients use for one-click unsubscribe.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const context = await newsletterContext();
  const tokenText = typeof token === "string" ? token : undefined;
  const email = emailFromUnsubscribeToken(context.secret, tokenText);

  if (!email || !tokenText) {
    return (
      <Panel title="This unsubscribe link is not valid">
        <p>
          It may have been cut short when it was copied. Open the link straight from your latest Lexor email, or write to
          us from the <Link href="/#contact" className="text-accent underline underline-offset-4">contact section</Link>{" "}
          and we will remove your address by hand.
        </p>
      </Panel>
    );
  }

  const subscription = await context.store.getNewsletterSubscription(email);
  if (subscription?.status !== "active") {
    return (
      <Panel title="You're unsubscribed">
        <p>
          <strong className="font-semibold text-fg">{email}</strong> will receive no more newsletter emails from Lexor.
        </p>
        <p>Changed your mind? Subscribe again with the form at the bottom of this page.</p>
      </Panel>
    );
  }

  return (
    <Panel title="Unsubscribe from the newsletter?">
      <p>
        We will stop sending the Lexor newsletter to <strong className="font-semibold text-fg">{email}</strong>.
      </p>
      <form method="post" action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(tokenText)}`}>
        <button
          type="submit"
          className="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink transition-colors hover:bg-accent-strong"
        >
          Unsubscribe
        </button>
      </form>
    </Panel>
  );
}
