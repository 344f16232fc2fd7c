import { primaryAction, secondaryAction } from "@/components/ui/button";
import { compactLabelClass, controlClass } from "@/components/ui/field";
import { cardSurface } from "@/components/ui/surfaces";
import { DEPARTMENT_FIELD_PREFIX, ROLE_DESCRIPTIONS, STAFF_ROLES } from "@/lib/primitives/domain/staff-grant";
import type { teamPageView } from "@/lib/features/staff/views";

type View = Awaited<ReturnType<typeof teamPageView>>;
type Member = View["members"][number];

export const TEAM_MESSAGES: Record<string, string> = {
  invited: "Invited: an email with the sign-in address is on its way.",
  changed: "Changed. Their open sessions were ended; the new role applies from their next sign-in.",
  removed: "Removed. Their open sessions were ended.",
  invalid: "Check the address, and name at least one department for a hiring role.",
  unknown: "That person is not on the team.",
  configured: "That address is an admin by configuration (STAFF_EMAILS or STAFF_DOMAIN); change it there.",
  "token-issued": "Token issued. Copy it now: it is shown only on this page, and only for a minute.",
  "token-revoked": "Token revoked. The next request made with it is refused.",
  "token-invalid": "Name a staff member and give the token a label.",
};

const when = (date: Date | null) => (date ? `${date.toISOString().replace("T", " ").slice(0, 16)} UTC` : "never");

export function ApiTokens({ tokens, members, configured, issued }: Pick<View, "tokens" | "members" | "configured"> & { issued: string | null }) {
  const owners = [...configured.emails, ...members.map((member) => member.email)];
  return (
    <section id="api-tokens" aria-labelledby="tokens-heading" className={`${cardSurface} grid gap-4 p-4`}>
      <h2 id="tokens-heading" className="text-lg font-semibold">
        API tokens
      </h2>
      <p>A token lets `npm run content:push` and `content:preview` act as its member, with the role that member has at the time of each request.</p>
      {issued && (
        <p role="status">
          New token:{" "}
          <code data-testid="issued-token" className="break-all">
            {issued}
          </code>
        </p>
      )}
      <form method="post" action="/api/staff/tokens" aria-label="Issue an API token" className="grid gap-4">
        <div>
          <label htmlFor="token-email" className={compactLabelClass}>
            Staff member
          </label>
          <input id="token-email" name="email" type="email" required list="token-owners" autoComplete="off" maxLength={254} className={controlClass} />
          <datalist id="token-owners">
            {owners.map((owner) => (
              <option key={owner} value={owner} />
            ))}
          </datalist>
        </div>
        <div>
          <label htmlFor="token-label" className={compactLabelClass}>
            Label
          </label>
          <input id="token-label" name="label" required maxLength={80} className={controlClass} />
        </div>
        <div>
          <button type="submit" className={primaryAction}>
            Issue token
          </button>
        </div>
      </form>
      {tokens.length === 0 ? (
        <p>No tokens issued.</p>
      ) : (
        <table className="w-full text-left">
          <thead>
            <tr>
              <th>Owner</th>
              <th>Label</th>
              <th>Created</th>
              <th>Last used</th>
              <th>
                <span className="sr-only">Revoke</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <td>{token.email}</td>
                <td>{token.label}</td>
                <td>{when(token.createdAt)}</td>
                <td>{when(token.lastUsedAt)}</td>
                <td>
                  <form method="post" action="/api/staff/tokens/revoke" aria-label={`Revoke ${token.label} of ${token.email}`}>
                    <input type="hidden" name="id" value={token.id} />
                    <button type="submit" className={secondaryAction}>
                      Revoke
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function GrantFields({ idPrefix, member, departments }: { idPrefix: string; member?: Member; departments: View["departments"] }) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-role`} className={compactLabelClass}>
          Role
        </label>
        <select id={`${idPrefix}-role`} name="role" defaultValue={member?.role ?? "hiring"} className={controlClass}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>{`${role}: ${ROLE_DESCRIPTIONS[role]}`}</option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={compactLabelClass}>Departments (for a hiring role)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {departments.map((department) => (
            <label key={department.id} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name={`${DEPARTMENT_FIELD_PREFIX}${department.id}`}
                defaultChecked={member?.scopes.includes(department.id)}
                className="size-5"
              />
              {department.title}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

export function InviteForm({ departments }: Pick<View, "departments">) {
  return (
    <section aria-labelledby="invite-heading" className={`${cardSurface} grid gap-4 p-4`}>
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite someone
      </h2>
      <form method="post" action="/api/staff/team" className="grid gap-4">
        <div>
          <label htmlFor="invite-email" className={compactLabelClass}>
            Work email
          </label>
          <input id="invite-email" name="email" type="email" required autoComplete="off" maxLength={254} className={controlClass} />
        </div>
        <GrantFields idPrefix="invite" departments={departments} />
        <div>
          <button type="submit" className={primaryAction}>
            Invite
          </button>
        </div>
      </form>
    </section>
  );
}

export function TeamList({ members, configured, departments }: View) {
  return (
    <section aria-labelledby="team-heading" className="grid gap-4">
      <h2 id="team-heading" className="text-lg font-semibold">
        The team
      </h2>
      <p>Admins by configuration: {[...configured.emails, ...(configured.domain ? [`everyone at @${configured.domain}`] : [])].join(", ") || "none"}.</p>
      {members.length === 0 && <p>Nobody has been invited yet.</p>}
      <ul className="grid gap-4">
        {members.map((member, index) => (
          <li key={member.email} className={`${cardSurface} grid gap-4 p-4`}>
            <h3 className="font-semibold">{member.email}</h3>
            <form method="post" action="/api/staff/team" aria-label={`Change ${member.email}`} className="grid gap-4">
              <input type="hidden" name="email" value={member.email} />
              <GrantFields idPrefix={`member-${index}`} member={member} departments={departments} />
              <div>
                <button type="submit" className={primaryAction}>
                  Save changes
                </button>
              </div>
            </form>
            <form method="post" action="/api/staff/team/remove" aria-label={`Remove ${member.email}`}>
              <input type="hidden" name="email" value={member.email} />
              <button type="submit" className={secondaryAction}>
                Remove from the team
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
