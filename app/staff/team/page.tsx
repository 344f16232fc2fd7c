import { ApiTokens, InviteForm, TEAM_MESSAGES, TeamList } from "@/components/staff/team";
import { StaffHeader } from "@/components/staff/staff-header";
import { issuedToken, requireStaffPage, teamPageView } from "@/lib/features/staff/views";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffTeamPage({ searchParams }: Props) {
  const staff = await requireStaffPage("admin");
  const { done, problem } = await searchParams;
  const [view, issued] = await Promise.all([teamPageView(), issuedToken()]);
  const message = TEAM_MESSAGES[String(done ?? problem ?? "")];
  return (
    <>
      <StaffHeader staff={staff} title="Team" />
      {message && (
        <p role={problem ? "alert" : "status"} className="mb-4">
          {message}
        </p>
      )}
      <div className="grid gap-8">
        <InviteForm departments={view.departments} />
        <TeamList {...view} />
        <ApiTokens {...view} issued={done === "token-issued" ? issued : null} />
      </div>
    </>
  );
}
