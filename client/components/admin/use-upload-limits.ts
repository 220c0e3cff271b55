// The upload limits the server runs with (UPLOAD_MAX_BYTES, the pixel cap), asked once per page
// load: image inputs state the real limit and refuse a file over it before sending it.
import { useEffect, useState } from "react";
import { call } from "../../api.ts";
import type { UploadLimits } from "../../contract/common.ts";
import { SETTINGS } from "../../contract/endpoints/settings.ts";

let asked: Promise<UploadLimits> | undefined;

export function useUploadLimits(): UploadLimits | null {
  const [limits, setLimits] = useState<UploadLimits | null>(null);
  useEffect(() => {
    let current = true;
    asked ??= call(SETTINGS.limits).then((answer) => answer.limits);
    asked.then(
      (loaded) => current && setLimits(loaded),
      // The server checks every upload anyway; without the limits the hint names the formats only.
      () => {
        asked = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return limits;
}
