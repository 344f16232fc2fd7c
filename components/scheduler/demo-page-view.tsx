import { DemoRequestForm } from "@/components/scheduler/demo-request-form";
import { publicConfig } from "@/lib/primitives/public-config";

export function DemoPageView() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-16 sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Schedule a Demo</h1>
      <div className="mt-8">
        {publicConfig.schedulerUrl ? (
          <iframe src={publicConfig.schedulerUrl} title="Schedule a Demo" className="h-[40rem] w-full border-0" />
        ) : (
          <DemoRequestForm />
        )}
      </div>
    </section>
  );
}
