import { DeadLetters, MAIL_MESSAGES, MailCounts, OwedRefresh } from "@/components/staff/mail-console";
import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { mailConsoleView } from "@/lib/features/staff/mail-views";
import { requireStaffPage } from "@/lib/features/staff/views";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MailConsolePage({ searchParams }: Props) {
  const staff = await requireStaffPage("admin");
  const message = MAIL_MESSAGES[String((await searchParams).done ?? "")];
  const view = await mailConsoleView();
  return (
    <>
      <StaffHeader staff={staff} title="Mail" />
      <StaffNotice message={message} />
      <div className="grid gap-8">
        <MailCounts summary={view.summary} waitingSince={view.waitingSince} drain={view.drain} now={Date.now()} />
        <DeadLetters summary={view.summary} />
        <OwedRefresh owed={view.owed} />
      </div>
    </>
  );
}
