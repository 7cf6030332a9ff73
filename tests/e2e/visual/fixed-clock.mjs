// Preloaded into the screenshot tests' private backend (NODE_OPTIONS=--import): its clock starts
// at SHS_FIXED_NOW and runs on from there, so the seed's dates relative to "today" (appointments,
// what is overdue) and every "now" the server answers are the same on every run. Time still
// passes, so tokens expire and throttles wait as they would.
const fixed = Date.parse(process.env.SHS_FIXED_NOW ?? '');
if (!Number.isNaN(fixed)) {
  const RealDate = Date;
  const offset = fixed - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
