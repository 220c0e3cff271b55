import { expect, test } from "bun:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { parse } from "regexparam";
import { useRouter } from "wouter";
import { matchPage } from "./resolve-route.ts";

/** "same" when wouter's router (its default one) reads patterns with the parse imported here and in resolve-route.ts. */
function ParserCheck() {
  return useRouter().parser === parse ? "same" : "other";
}

test("routes are read with the very parser wouter's router uses, so a path matches alike in and out of a render", () => {
  expect(renderToString(createElement(ParserCheck))).toBe("same");
});

test("a pattern's parameters are read by that parser", () => {
  expect(matchPage("/admin/projects/0192f0d2-aaaa-7bbb-8ccc-123456789abc/preview")?.params).toMatchObject({
    id: "0192f0d2-aaaa-7bbb-8ccc-123456789abc",
  });
});
