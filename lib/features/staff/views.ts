import { API_TOKEN } from "@/lib/ports/identity/port";
import { ISSUED_TOKEN_HEADER } from "./issued-token";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { documents } from "@/lib/ports/documents";
import { STAFF_COOKIE, type Staff, type StaffRole, staffMay, staffOfToken } from "./access";
import { checkedApplicationId, listVisible, visibleApplication } from "./inbox";
import { INBOX_FILTER_COOKIE, inboxFilterOf } from "./inbox-filter";
import { staffContext } from "./context";
import { scorecardsFor } from "./scorecards";
import { candidateDraft, candidateReplyTo, keptCandidateEmailSchema, templateChoices, templateOf } from "./candidate-email";
import { applicationHistory } from "./history";
import { teamView } from "./team";
import { keptSubmission } from "@/lib/features/content/edits";
import { getDepartment, listDepartments } from "@/lib/features/content/records";
import { adminDocuments } from "@/lib/features/content/store";

export const INBOX_PAGE_SIZE = 50;

export const NOT_ALLOWED_PATH = "/staff/not-allowed";

/** A page's form of `requireStaff`: signed out goes to sign-in, another role's page to the not-allowed page. */
export async function requireStaffPage(role?: StaffRole): Promise<Staff> {
  const staff = await staffOfToken((await cookies()).get(STAFF_COOKIE)?.value);
  if (!staff) redirect("/staff/sign-in");
  if (role && !staffMay(staff, role)) redirect(NOT_ALLOWED_PATH);
  return staff;
}

export type InboxQuery = Record<string, string | string[] | undefined>;
const INBOX_QUERY = new Set(["after", "deleted"]);

function cursor(after: InboxQuery[string]): string | undefined {
  try {
    return typeof after === "string" ? checkedApplicationId(after) : undefined;
  } catch {
    return undefined;
  }
}

/** The filter comes from its cookie; anything else in the address (a search from an old link) is dropped by a redirect, never echoed. */
export async function inboxView(query: InboxQuery, staff: Staff) {
  if (Object.keys(query).some((key) => !INBOX_QUERY.has(key))) redirect("/staff");
  const filter = inboxFilterOf((await cookies()).get(INBOX_FILTER_COOKIE)?.value);
  const context = await staffContext();
  const scope = staff.departments === "all" ? undefined : staff.departments;
  const [page, departments, applied] = await Promise.all([
    listVisible(
      { departmentId: filter.department, role: filter.role, stage: filter.stage, search: filter.q },
      staff,
      { limit: INBOX_PAGE_SIZE, after: cursor(query.after) },
      context,
    ),
    listDepartments(await documents()),
    context.staffStore.appliedRoles(scope),
  ]);
  const visible = departments.filter((department) => !scope || scope.includes(department.id));
  const rolesOf = (id: string, current: string[]) => [...new Set([...current, ...applied.filter((row) => row.departmentId === id).map((row) => row.role)])];
  return { filter, page, departments: visible.map(({ id, title, roles }) => ({ id, title, roles: rolesOf(id, roles) })) };
}

/** `compose` names the template the page previews (the rejection one after a move to rejected); anything else previews none. */
/** `kept`: the page is shown after a refused send, with what was typed then. */
export async function applicationView(id: string, staff: Staff, compose?: unknown, kept = false) {
  let checked: string;
  try {
    checked = checkedApplicationId(id);
  } catch {
    return null;
  }
  const { staffStore, settings } = await staffContext();
  const application = await visibleApplication(checked, staff, { staffStore });
  if (!application) return null;
  const [notes, mail, department, refused] = await Promise.all([
    staffStore.listNotes(checked),
    staffStore.listMail(checked),
    getDepartment(await documents(), application.departmentId),
    kept ? keptSubmission(staff.email, keptCandidateEmailSchema, (form) => form.application === checked, { store: await adminDocuments() }) : null,
  ]);
  const { history, ...scorecards } = scorecardsFor(notes, staff.email);
  const departmentTitle = department?.title ?? application.departmentId;
  const template = templateOf(compose);
  return {
    application,
    history: applicationHistory(history, mail),
    scorecards,
    departmentTitle,
    replyTo: candidateReplyTo(department, settings),
    templates: templateChoices,
    draft: refused ? refused.form : template ? candidateDraft(template, application, departmentTitle, staff) : null,
    kept: refused ? { message: refused.message, fields: refused.fields } : null,
  };
}

/** The token just issued, for the team page to show once. */
export async function issuedToken(): Promise<string | null> {
  const value = (await headers()).get(ISSUED_TOKEN_HEADER);
  return value && API_TOKEN.test(value) ? value : null;
}

export async function teamPageView() {
  return teamView(await staffContext());
}
