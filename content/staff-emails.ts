/**
 * The emails the hiring team sends a candidate from the application page. The page fills the
 * placeholders in braces into the subject and body, then shows both, editable, before anything is sent:
 * {firstName} the candidate's first name, {role} the role applied for, {department} its department,
 * {sender} the name of the staff member sending it. Any other text in braces is left as written.
 */
export interface StaffEmailTemplate {
  /** What the template is called in the page's list. */
  label: string;
  subject: string;
  body: string;
}

export const STAFF_EMAIL_PLACEHOLDERS = ["firstName", "role", "department", "sender"] as const;

const signature = "Best regards,\n{sender}\n{department} team, Lexor";

export const staffEmailTemplates = {
  interview: {
    label: "Invitation to interview",
    subject: "Interview for {role} at Lexor",
    body: [
      "Hi {firstName},",
      "",
      "Thank you for applying for the {role} position in our {department} team. We enjoyed reading your application and would like to invite you to an interview.",
      "",
      "Please reply to this email with two or three times over the next two weeks that suit you, and we will send you a calendar invitation with the details.",
      "",
      signature,
    ].join("\n"),
  },
  rejection: {
    label: "Rejection",
    subject: "Your application for {role} at Lexor",
    body: [
      "Hi {firstName},",
      "",
      "Thank you for your interest in the {role} position and for the time you put into your application.",
      "",
      "After careful consideration we have decided not to take your application further. This was not an easy decision, and it says nothing about the value of your experience.",
      "",
      "We wish you every success in your search.",
      "",
      signature,
    ].join("\n"),
  },
  message: {
    label: "A plain message",
    subject: "Your application for {role} at Lexor",
    body: ["Hi {firstName},", "", "", "", signature].join("\n"),
  },
} as const satisfies Record<string, StaffEmailTemplate>;

export type StaffEmailTemplateId = keyof typeof staffEmailTemplates;
