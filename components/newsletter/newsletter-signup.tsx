import type { FormRestore } from "@/components/forms/post-form";
import { NewsletterFields } from "@/components/newsletter/newsletter-fields";
import { NewsletterFormOnIntent } from "@/components/newsletter/newsletter-form-on-intent";
import { initialNewsletterState } from "@/components/newsletter/newsletter-outcome";

/** The server's form, which posts on its own; the browser's code loads when the visitor reaches for it. `id` must be unique on the page. */
export function NewsletterSignup({ id, restore }: { id: string; restore?: FormRestore }) {
  return (
    <NewsletterFormOnIntent id={id} restore={restore}>
      <NewsletterFields id={id} state={initialNewsletterState(restore)} />
    </NewsletterFormOnIntent>
  );
}
