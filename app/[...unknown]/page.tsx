import { redirect } from "next/navigation";

/**
 * Any path no route claims redirects home with a real HTTP redirect (307), so the unknown address
 * is replaced in the history. More specific routes (/blog/[slug], /careers/[deptId]) always win
 * over this catch-all and show their own not-found states.
 */
export default function UnknownPath(): never {
  redirect("/");
}
