import { redirect } from "next/navigation";
import { CompleteSignIn } from "@/components/staff/sign-in-form";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CompleteSignInPage({ searchParams }: Props) {
  const { code } = await searchParams;
  if (typeof code !== "string" || code.length > 2000) redirect("/staff/sign-in?failed=1");
  return <CompleteSignIn code={code} />;
}
