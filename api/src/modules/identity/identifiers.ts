/** E-mail addresses are stored and compared lower-cased and trimmed. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Phone numbers are stored as digits only (an optional leading 0 is kept): "012 345-678" -> "012345678". */
export const normalizePhone = (phone: string): string => phone.replace(/[\s\-().]/g, '');

export const looksLikePhone = (username: string): boolean => /^\+?[\d\s\-().]+$/.test(username.trim());
