import "server-only";
import { STORE_COLLECTIONS } from "@/lib/ports/documents/port";

/** Collection names, exactly as an existing Firestore project has them. */
export const COLLECTIONS = {
  ...STORE_COLLECTIONS,
  departments: "departments",
  brands: "brands",
  blogs: "blogs",
  newsletters: "newsletters",
  applications: "applications",
  demoRequests: "demoRequests",
  blogLikes: "blogLikes",
  resumeClaims: "resumeClaims",
  /** One document per email a visitor-chosen mailbox was sent in a day: the per-recipient limit. */
  mailRecipients: "mailRecipients",
  /** One document: when the last scheduled drain ran and what it settled (the drain route and `mail:drain`). */
  mailDrains: "mailDrains",
  /** The refresh a content push owes the site until the site confirms it (lib/features/content/owed-refresh.ts). */
  contentRefresh: "contentRefresh",
  /** One document per address a push took down for good (a withdrawn post, a removed role): it answers 410. */
  removedAddresses: "removedAddresses",
  /** A staff sign-in link's request: the source of its email, never stored itself. */
  staffSignIns: "staffSignIns",
  /** An application's history: its notes and stage moves, one document each (lib/features/staff). */
  applicationNotes: "applicationNotes",
  /** What deletions and the retention run removed, without personal data (lib/staff). */
  deletions: "deletions",
  /** A newsletter edition and its send: its progress through the subscribers and its delivery counts. */
  newsletterIssues: "newsletterIssues",
  /** Who exported the subscribers, when and with which filter, without the addresses. */
  subscriberExports: "subscriberExports",
  /** Who exported the applicant inbox, when and with which filter, without the search text. */
  applicationExports: "applicationExports",
  /** A staff member's last post form that was not saved (a preview, a refused save): shown again, never lost. */
  editorSubmissions: "editorSubmissions",
  /** A post's or department's last fifty versions, one document each, and a counter per document (lib/features/content/revisions.ts). */
  contentRevisions: "contentRevisions",
} as const;
