// Sending a logo's or a review's form, with its image: the server's message as a toast, then the
// form's own clean-up; a failure is reported, and a file the server refused (not an image, too
// large) is handed back for its field, to be cleared so it is not sent again.
import { reportError } from "../../api.ts";
import { fileProblem } from "./image-input.tsx";
import { notify } from "./notify.ts";
import { useSubmit } from "./use-submit.ts";

type Handlers<A> = { saved(answer: A): void; fileRefused(problem: string): void; failure: string };

export function useSendRecord() {
  const { submitting, progress, run } = useSubmit();
  const send = <A extends { message: string }>(
    request: (options: { onProgress(percent: number): void }) => Promise<A>,
    { saved, fileRefused, failure }: Handlers<A>,
  ) =>
    void run(async (onProgress) => {
      try {
        const answer = await request({ onProgress });
        notify.success(answer.message);
        saved(answer);
      } catch (error) {
        const problem = fileProblem(error);
        if (problem) fileRefused(problem);
        reportError(error, failure);
      }
    });
  return { submitting, progress, send };
}
