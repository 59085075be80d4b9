// The helper validators of product spec §5, one shared and tested copy for every back-office form.

/** Blank: an empty string, null or undefined (a string of spaces is not blank: the spec says empty). */
export function isBlank(value: unknown): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/** Integer: digits only; blank is allowed (a required field says so separately). */
export function isInteger(value: string | null | undefined): boolean {
  return isBlank(value) || /^\d+$/.test(value);
}

/**
 * Number: starts with 1-9, then digits or dots, optionally a comma and digits ("12.5", "1.000,25");
 * zero ("0", "0.5") only when the field allows it. Blank is allowed.
 */
export function isNumber(value: string | null | undefined, options: { allowZero?: boolean } = {}): boolean {
  if (isBlank(value)) return true;
  if (/^[1-9][\d.]*(?:,\d+)?$/.test(value)) return true;
  return options.allowZero === true && /^0(?:\.\d+)?(?:,\d+)?$/.test(value);
}

/** Phone number: an optional leading 0, then digits only ("012345678", "12345678"). Blank is allowed. */
export function isPhone(value: string | null | undefined): boolean {
  return isBlank(value) || /^0?\d+$/.test(value);
}
