// Issue 26's budgets: error tracking, web vitals, the switches and the offline state may grow the
// account centre's first load by at most 5 kB gzipped, and the header's by nothing on pages that do
// not enable its tracking. The baselines are the two first loads measured on the commit before
// that work (f76723b), with this same bench.

/** First-load JavaScript (gzip bytes) before issue 26. */
export const FIRST_LOAD_BASELINE = { app: 118_292, header: 22_819 } as const;

/** Most the account centre's first load may grow (5 kB). */
export const APP_GROWTH_BUDGET = 5 * 1024;

/** Prints both growths against the baseline; false when the app's is over budget. */
export function reportFirstLoadGrowth({ app, header }: { app?: number; header?: number }): boolean {
  console.log('\nFirst-load growth since error tracking, web vitals and switches (issue 26)');
  let within = true;
  if (app !== undefined) {
    const growth = app - FIRST_LOAD_BASELINE.app;
    within = growth <= APP_GROWTH_BUDGET;
    console.log(
      `  account centre: ${growth >= 0 ? '+' : ''}${growth} B (budget +${APP_GROWTH_BUDGET} B): ${within ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
  if (header !== undefined) {
    const growth = header - FIRST_LOAD_BASELINE.header;
    console.log(
      `  <shs-header>:   ${growth >= 0 ? '+' : ''}${growth} B (error tracking arrives with the menus chunk, after the first load; the rest is the commerce and video switches reading config.json)`,
    );
  }
  return within;
}
