import { Card } from "@/components/ui/card";
import { primaryAction } from "@/components/ui/button";
import { compactLabelClass, controlClass } from "@/components/ui/field";

export function SignInForm({ sent, failed }: { sent: boolean; failed: boolean }) {
  return (
    <Card as="section" className="mx-auto max-w-md p-6" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="mb-4 text-2xl font-semibold">
        Staff sign-in
      </h1>
      {sent && (
        <p role="status" className="mb-4 text-fg">
          If this address belongs to staff, a sign-in link is on its way. It works once, for 15 minutes.
        </p>
      )}
      {failed && (
        <p role="alert" className="mb-4 text-danger">
          That sign-in link was used, expired or not valid. Ask for a new one.
        </p>
      )}
      <form method="post" action="/api/staff/sign-in" className="grid gap-4">
        <div>
          <label htmlFor="staff-email" className={compactLabelClass}>
            Work email
          </label>
          <input id="staff-email" name="email" type="email" autoComplete="email" required className={controlClass} />
        </div>
        <button type="submit" className={primaryAction}>
          Email me a sign-in link
        </button>
      </form>
    </Card>
  );
}

/** One button redeems the code, so a mail scanner's visit does not use it. */
export function CompleteSignIn({ code }: { code: string }) {
  return (
    <Card as="section" className="mx-auto max-w-md p-6" aria-labelledby="complete-title">
      <h1 id="complete-title" className="mb-4 text-2xl font-semibold">
        Finish signing in
      </h1>
      <form method="post" action="/api/staff/session">
        <input type="hidden" name="code" value={code} />
        <button type="submit" className={primaryAction}>
          Sign in to the applicant inbox
        </button>
      </form>
    </Card>
  );
}
