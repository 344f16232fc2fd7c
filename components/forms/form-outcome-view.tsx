import { ApplySection } from "@/components/careers/apply-section";
import { NewsletterSignup } from "@/components/newsletter/newsletter-signup";
import { DemoRequestForm } from "@/components/scheduler/demo-request-form";
import { Link } from "@/components/ui/link";
import { MessagePanel } from "@/components/ui/message-panel";
import { getDepartment } from "@/lib/features/careers/reads";
import type { FormName, FormOutcome } from "@/lib/services/forms/outcome";

const TITLES: Record<FormName, { done: string; again: string }> = {
  newsletter: { done: "Newsletter", again: "Your subscription needs another look" },
  "demo-request": { done: "Demo request sent", again: "Your demo request needs another look" },
  application: { done: "Application submitted", again: "Your application needs another look" },
  unsubscribe: { done: "You're unsubscribed", again: "We could not unsubscribe you" },
  like: { done: "Thanks for the like", again: "We could not save your like" },
};

const linkClass = "text-accent underline underline-offset-4";

async function FormAgain({ outcome }: { outcome: FormOutcome }) {
  const restore = { values: outcome.values ?? {}, fields: outcome.fields ?? {}, message: outcome.message };
  if (outcome.form === "newsletter") return <NewsletterSignup id="newsletter-form" restore={restore} />;
  if (outcome.form === "demo-request") return <DemoRequestForm restore={restore} />;
  if (outcome.form === "application") {
    const department = restore.values.departmentId ? await getDepartment(restore.values.departmentId) : null;
    if (!department?.isActive)
      return (
        <Link href="/careers" className={linkClass}>
          See the open positions
        </Link>
      );
    return (
      <>
        <p className="text-base">Files are never kept from a form that could not be sent: please choose your résumé again.</p>
        <ApplySection department={department} restore={restore} />
      </>
    );
  }
  return (
    <Link href="/" className={linkClass}>
      Back to the home page
    </Link>
  );
}

export function FormOutcomeView({ form, outcome }: { form: FormName; outcome: FormOutcome | null }) {
  if (!outcome) {
    return (
      <MessagePanel title="Nothing to show here">
        <p>
          This page shows what happened to a form you just sent, for a short while after sending it. Go back to the{" "}
          <Link href="/" className={linkClass}>
            home page
          </Link>
          .
        </p>
      </MessagePanel>
    );
  }
  if (outcome.status === "done") {
    const { name, email } = outcome.values ?? {};
    return (
      <MessagePanel title={form === "demo-request" && name ? `Thanks, ${name}.` : TITLES[form].done}>
        <p role="status">{outcome.message}</p>
        {form === "demo-request" && email && (
          <p>
            Our team will reply to <span className="text-fg">{email}</span> within one business day to find a time that suits you.
          </p>
        )}
        <p>
          <Link href="/" className={linkClass}>
            Back to the home page
          </Link>
        </p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title={TITLES[form].again}>
      <p role="alert">{outcome.message}</p>
      <FormAgain outcome={outcome} />
    </MessagePanel>
  );
}
