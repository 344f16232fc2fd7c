export type FormStatus<Sent extends object = object> =
  | { kind: "editing" }
  | { kind: "sending" }
  | ({ kind: "sent" } & Sent)
  | { kind: "failed"; message: string };
