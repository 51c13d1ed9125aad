/** A code's label as the admin screens show it; an unknown code (an older value) as stored. */
export const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((c) => c.value === value)?.label ?? value;

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
