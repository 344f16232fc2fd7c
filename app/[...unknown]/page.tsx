import { redirect } from "next/navigation";

/** A real redirect (307), so the unknown address is replaced in the history; specific routes still win. */
export default function UnknownPath(): never {
  redirect("/");
}
