import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormOutcomeView } from "@/components/forms/form-outcome-view";
import { isFormName } from "@/lib/services/forms/outcome";
import { readFormOutcome } from "@/lib/services/forms/read-outcome";

export const metadata: Metadata = {
  title: "Your submission",
  description: "What happened to the form you sent to Lexor: received, or what needs your attention before it can be sent.",
  robots: { index: false, follow: false },
};

export default async function FormOutcomePage({ params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  if (!isFormName(form)) notFound();
  return <FormOutcomeView form={form} outcome={await readFormOutcome(form)} />;
}
