// A form's values and the messages said of them, kept together: typing in a field takes its
// message back (or every message, where one may be about any field: the playlist's refusal by
// YouTube). `field(key)` is what a Field of the form takes for a text value; `edit(key)` a
// value's change handler alone (for TextFields, switches, choices). A record form's address (its
// slug) can follow another field (the title, the name) until the owner types one of their own.
import { useState } from "react";

type Options<V> = {
  /** The form is busy (sending): its fields are disabled. */
  disabled?: boolean;
  /** An edit takes back every message, not only its own field's. */
  clearAll?: boolean;
  /** The `slug` value follows `from` until the owner types one; an edited record's has been typed. */
  slug?: { editing: boolean; from(values: V): string };
};

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export function useFieldValues<V extends object, Extra extends string = never>(initial: V | (() => V), options: Options<V> = {}) {
  type Key = keyof V & string;
  const { disabled, clearAll, slug: follow } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<Key | Extra, string>>>({});
  const [slugTyped, setSlugTyped] = useState(follow?.editing ?? true);
  const edit =
    <K extends Key>(key: K) =>
    (value: V[K]) => {
      setValues((all) => ({ ...all, [key]: value }));
      setErrors((all) => (clearAll ? {} : { ...all, [key]: undefined }));
    };
  const own = (values as { slug?: string }).slug ?? "";
  const slug = follow && !slugTyped ? follow.from(values) : own;
  const field = (key: TextKey<V>) => {
    const following = key === "slug" && follow;
    return {
      value: following ? slug : (values[key] as string),
      onChange: following ? typeSlug : (edit(key) as (value: string) => void),
      error: errors[key as Key | Extra],
      disabled,
    };
  };
  /** The owner typed an address: it no longer follows. */
  function typeSlug(value: string) {
    setSlugTyped(true);
    edit("slug" as Key)(value as V[Key]);
  }
  return {
    values,
    setValues,
    errors,
    setErrors,
    edit,
    field,
    slug,
    /** The saved address is the form's from now on. */
    keepSlug: () => setSlugTyped(true),
  };
}
