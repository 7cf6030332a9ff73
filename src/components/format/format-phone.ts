// Only these characters may surround the ten digits; anything else (letters, an extension, a
// country code) means the input is not a plain ten-digit number and is shown exactly as typed.
const PHONE_PUNCTUATION = /^[\d\s().-]*$/;

/**
 * Spec 5: a phone number appears as (xxx) xxx-xxxx from ten digits. Input with punctuation is
 * accepted when it holds exactly ten digits; anything else is returned unchanged, never garbled.
 */
export function formatPhone(input: string): string {
  if (!PHONE_PUNCTUATION.test(input)) return input;
  const digits = input.replace(/\D/g, '');
  if (digits.length !== 10) return input;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
