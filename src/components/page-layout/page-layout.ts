// The account pages' shared layout classes (page-layout.css): `shs-lead`, `shs-panel`,
// `shs-panel__title`, `shs-data-table` and `shs-data-table__num`. A page that uses them imports
// this module once (next to its own stylesheet), which loads the stylesheet and the design
// tokens it reads.
import '../tokens.css';
import './page-layout.css';
