import { expect, test } from "bun:test";
import { formPath } from "./use-page-draft.ts";

test("a server's field path is placed at the form's field, however it is written", () => {
  expect(formPath("content.hero.intro")).toBe("hero/intro");
  expect(formPath("/content/knowMore/faqs/2/answer")).toBe("knowMore/faqs/2/answer");
  expect(formPath("hero/video/desktop")).toBe("hero/video/desktop");
});
