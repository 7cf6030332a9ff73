// Prints the README's two theming tables (README "Theming") from header-element/theme-docs.ts and
// the current tokens.css: paste them over the old ones when theme-docs.test.ts says they differ
// (after a token's default or a property's text changed).
//
//   npx tsx scripts/theme-tables.ts
import { readTokens } from '../header-element/element-manifest';
import { themeTables } from '../header-element/theme-docs';

const { properties, parts } = themeTables(readTokens());
console.log(`${properties}\n\n${parts}`);
