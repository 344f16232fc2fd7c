/** The forms that post to a route handler and, without scripts, land on `/forms/{form}`. */
export const FORM_NAMES = ["newsletter", "demo-request", "application", "unsubscribe", "like"] as const;
export type FormName = (typeof FORM_NAMES)[number];

export const isFormName = (value: string): value is FormName => (FORM_NAMES as readonly string[]).includes(value);

/**
 * What a form post without scripts came to, carried from the route handler to the page that shows
 * it: done (with what the thanks repeat back), invalid (the errors beside the fields and the input
 * kept, never a file) or failed (a message, the input kept).
 */
export interface FormOutcome {
  form: FormName;
  status: "done" | "invalid" | "failed";
  message: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

/** The header the client enhancement sends, so a handler answers it in JSON whatever its body type. */
export const ENHANCED_FORM_HEADER = "x-lexor-enhanced";
export const FORM_OUTCOME_COOKIE = "lexor-form-outcome";
export const FORM_OUTCOME_PATH = "/forms";
