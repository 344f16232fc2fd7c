import { ENHANCED_FORM_HEADER } from "@/lib/services/forms/outcome";

export interface FormAnswer<Data> {
  status: number | null;
  ok: boolean;
  data: Data | null;
  error: string | null;
  fields: Record<string, string> | null;
}

export async function postForm<Data = unknown>(form: HTMLFormElement, body: object | FormData): Promise<FormAnswer<Data>> {
  const headers: Record<string, string> = { accept: "application/json", [ENHANCED_FORM_HEADER]: "1" };
  if (!(body instanceof FormData)) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(form.action, {
      method: "POST",
      headers,
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    return { status: null, ok: false, data: null, error: null, fields: null };
  }
  const json = (await response.json().catch(() => null)) as (Data & { error?: unknown; details?: { fields?: unknown } }) | null;
  const fields = json?.details?.fields;
  return {
    status: response.status,
    ok: response.ok,
    data: response.ok ? json : null,
    error: typeof json?.error === "string" ? json.error : null,
    fields: response.status < 500 && fields && typeof fields === "object" ? (fields as Record<string, string>) : null,
  };
}

export interface FormRestore {
  values: Record<string, string>;
  fields: Record<string, string>;
  message?: string;
}
