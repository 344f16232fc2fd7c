import "server-only";
import type { Stage } from "@/lib/features/staff/stages";

export interface InboxFilter {
  departmentId?: string;
  role?: string;
  stage?: Stage;
  /** Part of the name or the email address, any case. */
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
  /** The id to read the next page after, when there is one. */
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
}

export interface Note {
  id: string;
  author: string;
  at: string;
  text: string;
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

/**
 * The applicant inbox's reads and deletions. Stage changes and notes are ordinary commits of the
 * documents port; these are the queries it does not have. Applications list newest first (their
 * keys sort by time), a page at a time.
 */
export interface StaffStore {
  listApplications(filter: InboxFilter, page: { limit: number; after?: string }): Promise<InboxPage>;
  getApplication(id: string): Promise<ApplicationRecord | null>;
  listNotes(applicationId: string): Promise<Note[]>;
  listMail(applicationId: string): Promise<MailHistoryRow[]>;
  /** Ids of applications submitted before `before` (ISO), oldest first. */
  submittedBefore(before: string, limit: number): Promise<string[]>;
  /**
   * Removes the application, its notes, its résumé claim and every outbox message it caused, in one
   * step. The résumé file is the caller's to delete. Null when there was no such application.
   */
  deleteApplication(id: string): Promise<{ resumeKey: string } | null>;
}
