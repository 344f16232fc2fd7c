import { primary } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { MessagePanel } from "@/components/ui/message-panel";
import type { UnsubscribeLink } from "@/lib/features/newsletter/unsubscribe-link";

export function UnsubscribePanel({ link }: { link: UnsubscribeLink }) {
  if (link.state === "invalid") {
    return (
      <MessagePanel title="This unsubscribe link is not valid">
        <p>
          It may have been cut short when it was copied. Open the link straight from your latest Lexor email, or write to us from the{" "}
          <Link href="/#contact" className="text-accent underline underline-offset-4">
            contact section
          </Link>{" "}
          and we will remove your address by hand.
        </p>
      </MessagePanel>
    );
  }
  if (link.state === "unsubscribed") {
    return (
      <MessagePanel title="You're unsubscribed">
        <p>
          <strong className="font-semibold text-fg">{link.email}</strong> will receive no more newsletter emails from Lexor.
        </p>
        <p>Changed your mind? Subscribe again with the form at the bottom of this page.</p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title="Unsubscribe from the newsletter?">
      <p>
        We will stop sending the Lexor newsletter to <strong className="font-semibold text-fg">{link.email}</strong>.
      </p>
      <form method="post" action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(link.token)}`}>
        <button type="submit" className={primary("rounded-full px-6 py-3 transition-colors")}>
          Unsubscribe
        </button>
      </form>
    </MessagePanel>
  );
}
