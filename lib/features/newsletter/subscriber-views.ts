import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { subscriberContext } from "./subscriber-context";
import { ERASE_COOKIE, eraseTargetOf, SUBSCRIBER_FILTER_COOKIE, subscriberFilterOf, subscribersView } from "./subscribers";

export type SubscribersQuery = Record<string, string | string[] | undefined>;
const PAGE = "/staff/newsletter/subscribers";
const KNOWN = new Set(["page", "done", "problem"]);

/** The filter comes from its cookie; an address in the query (an old or forged link) is dropped by a redirect, never echoed. */
export async function subscribersPageView(query: SubscribersQuery) {
  if (Object.keys(query).some((key) => !KNOWN.has(key))) redirect(PAGE);
  const page = typeof query.page === "string" && /^[1-9]\d{0,5}$/.test(query.page) ? Number(query.page) : 1;
  const filter = subscriberFilterOf((await cookies()).get(SUBSCRIBER_FILTER_COOKIE)?.value);
  return subscribersView(filter, page, await subscriberContext());
}

export async function eraseTarget(): Promise<string | null> {
  return eraseTargetOf((await cookies()).get(ERASE_COOKIE)?.value);
}
