import { describe, expect, test } from "bun:test";
import { ApiError } from "../../../api.ts";
import { PROJECT_MESSAGES, ProjectCreate } from "../../../contract/projects.ts";
import { Studio } from "../../../contract/studio.ts";
import { seedStudio } from "../../../../src/features/seed/content.ts";
import { check, maxOf, messagesOf, serverFieldError } from "./check.ts";

// The seed's studio: a whole, valid set of details to break one field of at a time.
const studio = seedStudio;

describe("the admin forms check with the contract's rules and words", () => {
  test("each failing field gets the contract's message, keyed by its path", () => {
    expect(check(Studio, studio)).toEqual({});
    const errors = check(Studio, { ...studio, phone: "07700 900123", name: "   ", forms: { ...studio.forms, enquiry: "forms.example/e" } });
    expect(errors.phone).toBe("Phone must be in international format: + then 7 to 15 digits, e.g. +919876543210");
    expect(errors.name).toBe("Studio name is required");
    expect(errors["forms/enquiry"]).toBe(
      "Enquiry form must be /contact (the contact page), a full http(s):// address, or mailto: and an email address",
    );
    expect(errors["social/instagram"]).toBeUndefined();
    expect(check(ProjectCreate, { title: "", family: "WebDesign" }).title).toBe("Title is required");
  });

  test("limits are read from the schema, through Optional and Union wrappers", () => {
    expect(maxOf(ProjectCreate, "title")).toBe(120);
    expect(maxOf(ProjectCreate, "description")).toBe(2000);
    expect(maxOf(Studio, "forms/message")).toBe(500);
    expect(() => maxOf(ProjectCreate, "family")).toThrow();
  });

  test("a server's 400 or 409 lands at the field whose message it carries; anything else stays a toast", () => {
    const known = messagesOf(Studio);
    const phone = "Phone must be in international format: + then 7 to 15 digits, e.g. +919876543210";
    expect(serverFieldError(new ApiError(phone, 400, false), known)).toEqual({ field: "phone", message: phone });
    expect(serverFieldError(new ApiError("Social link", 400, false, { field: "social/facebook" }), known)?.field).toBe("social/facebook");
    expect(serverFieldError(new ApiError("Server error", 500, true), known)).toBeNull();
    expect(serverFieldError(new ApiError("Something else", 400, false), known)).toEqual({ field: undefined, message: "Something else" });
    const slug = messagesOf(ProjectCreate);
    expect(
      serverFieldError(new ApiError(PROJECT_MESSAGES.slugTaken, 409, false), { ...slug, slug: [...slug.slug!, PROJECT_MESSAGES.slugTaken] })?.field,
    ).toBe("slug");
  });
});
