/** E-mail addresses are stored and compared lower-cased and trimmed. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Phone numbers are stored as digits only (an optional leading 0 is kept): "012 345-678" -> "012345678".
 * Cambodia's country code is written the local way, so "+855 12 345 678" signs in as "012345678" too.
 */
export const normalizePhone = (phone: string): string => {
  const compact = phone.replace(/[\s\-().]/g, '');
  return compact.startsWith('+855') ? `0${compact.slice(4)}` : compact;
};

/** Spec §5: an optional leading 0 (or +) then digits only, once normalized. */
export const isValidPhone = (normalized: string): boolean => /^\+?\d{6,15}$/.test(normalized);

export const looksLikePhone = (username: string): boolean => /^\+?[\d\s\-().]+$/.test(username.trim());
