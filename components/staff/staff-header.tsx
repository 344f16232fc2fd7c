import { secondaryAction } from "@/components/ui/button";

export function StaffHeader({ email, title }: { email: string; title: string }) {
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="flex items-center gap-4 text-sm text-muted">
        <span>Signed in as {email}</span>
        <form method="post" action="/api/staff/sign-out">
          <button type="submit" className={secondaryAction}>
            Sign out
          </button>
        </form>
      </div>
    </header>
  );
}
