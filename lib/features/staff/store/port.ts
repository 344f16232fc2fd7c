import "server-only";
import type { Rating, Stage } from "@/lib/features/staff/stages";

export interface InboxFilter {
  departmentId?: string;
  /** Only these departments (a hiring member's); at most 30, Firestore's limit for `in`. */
  departmentIds?: string[];
  role?: string;
  stage?: Stage;
  search?: string;
}

export interface InboxRow {
  id: string;
  name: string;
  email: string;
  role: string;
  departmentId: string;
  submittedAt: string;
  stage: Stage;
}

export interface InboxPage {
  rows: InboxRow[];
  next?: string;
}

export interface ApplicationRecord extends InboxRow {
  phone: string;
  github: string;
  techStack: string;
  location: string;
  workStyle: string;
  resumeKey: string;
  stageChangedAt?: string;
  stageChangedBy?: string;
  lastEmailedAt?: string;
}

/** One entry of an application's history, in order: a note, a stage move (`text` empty), a scorecard (its note in `text`) or an email staff sent. */
export interface Note {
  id: string;
  author: string;
  at: string;
  text: string;
  move?: { from: Stage; to: Stage };
  score?: Rating;
  email?: { subject: string; to: string; mailId: string };
}

export interface MailHistoryRow {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt?: string;
}

export interface StaffStore {
  listApplications(filter: InboxFilter, page: { limit: number; after?: string }): Promise<InboxPage>;
  getApplication(id: string): Promise<ApplicationRecord | null>;
  /** Every role applied to, with its department: closed and renamed roles too. */
  appliedRoles(departmentIds?: string[]): Promise<Array<{ departmentId: string; role: string }>>;
  listNotes(applicationId: string): Promise<Note[]>;
  listMail(applicationId: string): Promise<MailHistoryRow[]>;
  submittedBefore(before: string, limit: number): Promise<string[]>;
  /** The résumé file and the mail transport's copies of the removed messages are the caller's to delete. */
  deleteApplication(id: string): Promise<{ resumeKey: string; mailIds: string[] } | null>;
}
