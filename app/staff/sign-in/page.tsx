import { SignInForm } from "@/components/staff/sign-in-form";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffSignInPage({ searchParams }: Props) {
  const query = await searchParams;
  return <SignInForm sent={query.sent === "1"} failed={query.failed === "1"} />;
}
