export const FORM_NAMES = ["newsletter", "demo-request", "application", "unsubscribe", "like"] as const;
export type FormName = (typeof FORM_NAMES)[number];

export const isFormName = (value: string): value is FormName => (FORM_NAMES as readonly string[]).includes(value);

export interface FormOutcome {
  form: FormName;
  status: "done" | "invalid" | "failed";
  message: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

export const ENHANCED_FORM_HEADER = "x-lexor-enhanced";
export const FORM_OUTCOME_COOKIE = "lexor-form-outcome";
export const FORM_OUTCOME_PATH = "/forms";
