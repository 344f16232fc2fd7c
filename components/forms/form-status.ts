/**
 * Where a form stands between the visitor's edits and the server's answer, the same for every form
 * of the site (newsletter, application, demo request). `Sent` is what the form keeps from a
 * successful answer to show its thanks (the demo form's name and address, the newsletter's message);
 * a failure keeps the message that says what went wrong.
 */
export type FormStatus<Sent extends object = object> =
  | { kind: "editing" }
  | { kind: "sending" }
  | ({ kind: "sent" } & Sent)
  | { kind: "failed"; message: string };

