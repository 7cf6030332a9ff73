// Pure text logic of the sensitive input: the field shows a masked copy of the real value, so
// each edit the browser makes to that copy is translated back into the same edit of the real one.

/** The character shown in place of each hidden character. */
export const MASK_CHAR = '\u2022';

/** The masked text: every character hidden except the one at `revealIndex` (if any). */
export function maskValue(real: string, revealIndex: number | null): string {
  return Array.from(real, (ch, i) => (i === revealIndex ? ch : MASK_CHAR)).join('');
}

/** The real value after an edit, and what the edit inserted where. */
export interface MaskedEditResult {
  real: string;
  inserted: string;
  insertedAt: number;
}

/**
 * Applies to `real` the edit that turned `before` (what the field showed) into `after` (what it
 * shows now), with the caret at `caret` after the edit. Works for typing, deleting either way,
 * replacing a selection and pasting anywhere: whatever follows the caret is untouched old text,
 * whatever precedes the edit is the longest unchanged prefix, and what lies between is new.
 */
export function applyMaskedEdit(
  real: string,
  before: string,
  after: string,
  caret: number,
): MaskedEditResult {
  const keptSuffix = Math.min(after.length - caret, before.length);
  let keptPrefix = 0;
  const prefixLimit = Math.min(caret, before.length - keptSuffix);
  while (keptPrefix < prefixLimit && before[keptPrefix] === after[keptPrefix]) keptPrefix += 1;
  const inserted = after.slice(keptPrefix, caret);
  return {
    real: real.slice(0, keptPrefix) + inserted + real.slice(real.length - keptSuffix),
    inserted,
    insertedAt: keptPrefix,
  };
}
