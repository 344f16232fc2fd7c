import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { documents } from "@/lib/ports/documents";
import { STAFF_COOKIE, type Staff, staffOfToken } from "./access";
import { checkedApplicationId, inboxFilterSchema } from "./inbox";
import { staffContext } from "./context";
import { getDepartment, listDepartments } from "@/lib/features/content/records";

export const INBOX_PAGE_SIZE = 50;

export async function requireStaffPage(): Promise<Staff> {
  const staff = await staffOfToken((await cookies()).get(STAFF_COOKIE)?.value);
  if (!staff) redirect("/staff/sign-in");
  return staff;
}

export type InboxQuery = Record<string, string | string[] | undefined>;

export async function inboxView(query: InboxQuery) {
  const single = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value || undefined]));
  const filter = inboxFilterSchema.parse(single);
  const context = await staffContext();
  const [page, departments] = await Promise.all([
    context.staffStore.listApplications(
      { departmentId: filter.department, role: filter.role, stage: filter.stage, search: filter.q },
      { limit: INBOX_PAGE_SIZE, after: filter.after },
    ),
    listDepartments(await documents()),
  ]);
  return { filter, page, departments: departments.map(({ id, title, roles }) => ({ id, title, roles })) };
}

export async function applicationView(id: string) {
  let checked: string;
  try {
    checked = checkedApplicationId(id);
  } catch {
    return null;
  }
  const { staffStore } = await staffContext();
  const application = await staffStore.getApplication(checked);
  if (!application) return null;
  const [notes, mail, department] = await Promise.all([
    staffStore.listNotes(checked),
    staffStore.listMail(checked),
    getDepartment(await documents(), application.departmentId),
  ]);
  return { application, notes, mail, departmentTitle: department?.title ?? application.departmentId };
}
