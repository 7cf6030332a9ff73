// Budgets an issue sets on how much its work may grow the first loads, each against the first
// loads measured with this same bench on the commit before that work began. Only the latest
// work's budget is checked: the growth of a closed issue is on record in the README (issue 26,
// error tracking, web vitals and switches: +1,763 B of its +5 kB against f76723b), and the work
// after it would count against it here.
// - Issue 28 (Spanish): the account centre +3 kB, the header +2 kB, English included (Spanish
//   loads only for Spanish readers). Baseline: 4c6d9cd (the figures README printed on 2026-11-27).

interface GrowthBudget {
  /** What the work was, as printed. */
  work: string;
  /** First-load JavaScript (gzip bytes) before it. */
  baseline: { app: number; header: number };
  /** Most each first load may grow; no figure: reported, not held to a number. */
  budget: { app: number; header?: number };
  /** Why the header's figure moved, when it has no budget of its own. */
  headerNote?: string;
}

export const GROWTH_BUDGETS: readonly GrowthBudget[] = [
  {
    work: 'Spanish: the i18n runtime and the English catalogues (issue 28)',
    baseline: { app: 121_466, header: 24_527 },
    budget: { app: 3 * 1024, header: 2 * 1024 },
  },
];

const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${bytes} B`;

/** Prints every growth against its baseline; false when one is over its budget. */
export function reportFirstLoadGrowth({ app, header }: { app?: number; header?: number }): boolean {
  let within = true;
  for (const { work, baseline, budget, headerNote } of GROWTH_BUDGETS) {
    console.log(`\nFirst-load growth since ${work}`);
    if (app !== undefined) {
      const growth = app - baseline.app;
      const ok = growth <= budget.app;
      within &&= ok;
      console.log(
        `  account centre: ${signed(growth)} (budget +${budget.app} B): ${ok ? 'within budget' : 'OVER BUDGET'}`,
      );
    }
    if (header !== undefined) {
      const growth = header - baseline.header;
      if (budget.header === undefined) {
        console.log(
          `  <shs-header>:   ${signed(growth)} (${headerNote ?? 'no budget of its own'})`,
        );
      } else {
        const ok = growth <= budget.header;
        within &&= ok;
        console.log(
          `  <shs-header>:   ${signed(growth)} (budget +${budget.header} B): ${ok ? 'within budget' : 'OVER BUDGET'}`,
        );
      }
    }
  }
  return within;
}
