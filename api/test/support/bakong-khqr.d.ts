// The Bakong KHQR SDK (npm bakong-khqr) ships no types; the tests use its verify and decode only.
declare module 'bakong-khqr' {
  export const BakongKHQR: {
    verify(khqr: string): { isValid: boolean };
    decode(khqr: string): { status: { code: number }; data: Record<string, string | null> };
  };
}
