"use client";

import { DialogHeader, SheetDialog } from "@/components/ui/dialog";
import { lazy, Suspense, useState } from "react";
import { useModalDialog } from "@/components/chrome/use-modal-dialog";
import { Spinner } from "@/components/feedback/spinner";
import { useScheduler } from "@/components/scheduler/scheduler-provider";
import { publicConfig } from "@/lib/primitives/public-config";

// A chunk of its own, so the sheet opens with a spinner before the form's code has arrived.
const DemoRequestForm = lazy(() => import("@/components/scheduler/demo-request-form").then((module) => ({ default: module.DemoRequestForm })));

const formLoading = (
  <div className="flex justify-center py-16">
    <Spinner size="lg" label="Loading the demo request form" />
  </div>
);

function EmbeddedScheduler({ url }: { url: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative h-full min-h-[32rem]">
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner size="xl" label="Loading the scheduling page" />
        </div>
      )}
      <iframe src={url} title="Schedule a Demo" className="size-full border-0" onLoad={() => setLoaded(true)} />
    </div>
  );
}

export function SchedulerSheet() {
  const { isOpen, close } = useScheduler();
  const dialogRef = useModalDialog(isOpen, close);

  return (
    <SheetDialog ref={dialogRef} side="right" aria-labelledby="scheduler-title" className="w-[calc(100%-2.5rem)] max-w-2xl">
      <div className="flex min-h-full flex-col">
        <DialogHeader
          onClose={close}
          closeLabel="Close scheduler"
          className="sticky top-0 z-10 flex items-center justify-between border-b border-line bg-surface px-6 py-4"
        >
          <h2 id="scheduler-title" className="text-xl font-semibold">
            Schedule a Demo
          </h2>
        </DialogHeader>
        <div className="flex-1 px-6 py-6">
          {publicConfig.schedulerUrl ? (
            <EmbeddedScheduler url={publicConfig.schedulerUrl} />
          ) : (
            <Suspense fallback={formLoading}>
              <DemoRequestForm />
            </Suspense>
          )}
        </div>
      </div>
    </SheetDialog>
  );
}
