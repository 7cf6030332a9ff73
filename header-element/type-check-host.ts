// Test support (not part of the bundle): type-checks a partner's host files, DOM and React, the
// way a strict TypeScript project of theirs would, against the header's declarations. Used by the
// declaration tests (element-manifest.test.ts) and the package test (npm-package.test.ts).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/** This project's own @types/react, standing in for the host app's React types. */
const REACT_TYPES = resolve(import.meta.dirname, '../node_modules/@types/react');

/** Writes `files` (name -> source) into `dir`, type-checks them and returns the error messages. */
export function typeCheckHost(dir: string, files: Record<string, string>): string[] {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(dir, name)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      baseUrl: dir,
      paths: { react: [REACT_TYPES], 'react/jsx-runtime': [join(REACT_TYPES, 'jsx-runtime')] },
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
