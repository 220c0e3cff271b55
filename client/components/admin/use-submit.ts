// A form's submitting flag and upload progress: buttons read "Adding..." / "Updating..." and
// are disabled while it is set, so a second click cannot send the form twice.
import { useState } from "react";

export function useSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const run = async (work: (onProgress: (percent: number) => void) => Promise<void>) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await work(setProgress);
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };
  return { submitting, progress, run };
}
