import { notFound, redirect } from "next/navigation";

/**
 * A real redirect (307), so the unknown address is replaced in the history; specific routes still win.
 * A build's file that is not here (a page of an older rollout asking for its scripts) is a 404, never a page.
 */
export default async function UnknownPath({ params }: { params: Promise<{ unknown: string[] }> }): Promise<never> {
  const { unknown } = await params;
  if (unknown[0] === "_next") notFound();
  redirect("/");
}
