// The rule the server applies to a typed name (docs/contracts.md, "Orders"): case and runs of
// spaces do not matter. Checked here too so a mistyped name is caught before sending.

/** A name reduced to what the comparison looks at. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** True when `typed` is `holder`'s name. */
export function namesMatch(typed: string, holder: string): boolean {
  return normalizeName(typed) === normalizeName(holder);
}
