#!/usr/bin/env node
// Docs are tests: type-checks every ```ts and ```tsx block of README.md and
// docs/*.md against the built packages, as a user pastes it into a project,
// under TypeScript 5.9 and 7, and fails on any error. The rules a block follows
// are in docs/writing-docs.md:
// - a first line `// path/to/file.ts` names the file, so later blocks of the page
//   import it (`import { auth } from './auth.js'`);
// - a first line starting `// Excerpt` marks a deliberately partial block: it is
//   only parsed, not type-checked.
// Each block is its own module of a `"type": "module"` project under nodenext
// resolution, the strictest a Node user runs (relative imports carry `.js`).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { checkProject, TYPESCRIPT_VERSIONS } from './typescript-versions.mjs';

const OUT = '.docs-check';
const ts = createRequire(import.meta.url)('typescript');
const EXCERPT = /^\/\/ Excerpt\b/;
const FILE_NAME = /^\/\/ ((?:[\w@.[\]-]+\/)*[\w.[\]-]+\.tsx?)\s*$/;

/** The ts/tsx blocks of one Markdown page, with the line each starts on. */
export function codeBlocks(markdown) {
  const blocks = [];
  let open = null;
  markdown.split('\n').forEach((line, index) => {
    const fence = /^\s*```(\w*)\s*$/.exec(line);
    if (!open && fence) open = { lang: fence[1], line: index + 2, lines: [] };
    else if (open && fence && fence[1] === '') {
      if (['ts', 'tsx', 'typescript'].includes(open.lang)) blocks.push({ ...open, code: open.lines.join('\n') });
      open = null;
    } else if (open) open.lines.push(line);
  });
  return blocks;
}

/**
 * The first syntax error of an excerpt, which must parse as statements or, for a
 * fragment of an options object (`session: { … },`), as an object's members.
 */
function excerptSyntaxError(code, ext) {
  const parse = (text) => {
    const kind = ext === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(`excerpt.${ext}`, text, ts.ScriptTarget.Latest, false, kind);
    const [first] = file.parseDiagnostics;
    return first && { line: file.getLineAndCharacterOfPosition(first.start ?? 0).line, message: ts.flattenDiagnosticMessageText(first.messageText, ' ') };
  };
  const asStatements = parse(code);
  if (!asStatements) return undefined;
  const asMembers = parse(`({\n${code}\n})`);
  return asMembers ? asStatements : undefined;
}

const pages = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
rmSync(OUT, { recursive: true, force: true });
const sources = new Map(); // written file → { page, line }
const syntaxErrors = [];
for (const page of pages) {
  const dir = join(OUT, page.replace(/\.md$/, '').replace('/', '-'));
  for (const block of codeBlocks(readFileSync(page, 'utf8'))) {
    const first = block.lines[0]?.trim() ?? '';
    const ext = block.lang === 'tsx' ? 'tsx' : 'ts';
    if (EXCERPT.test(first)) {
      const error = excerptSyntaxError(block.code, ext);
      if (error) syntaxErrors.push(`${page}:${block.line + error.line}: ${error.message}`);
      continue;
    }
    const named = FILE_NAME.exec(first)?.[1];
    let file = join(dir, named && !sources.has(join(dir, named)) ? named : `line-${block.line}.${ext}`);
    if (named && !named.endsWith(ext) && !sources.has(join(dir, named))) file = join(dir, named);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, block.code);
    sources.set(file, { page, line: block.line });
  }
}
writeFileSync(join(OUT, 'package.json'), JSON.stringify({ type: 'module', private: true }));
writeFileSync(
  join(OUT, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      module: 'nodenext',
      target: 'es2022',
      lib: ['es2023', 'dom', 'dom.iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      moduleDetection: 'force',
      types: ['node'],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
);

// Points a compiler's `file(line,col)` back at the page and its line.
const toPage = (output) =>
  output.replace(/^(\S+?\.tsx?)\((\d+),(\d+)\)/gm, (match, file, line) => {
    const source = sources.get(normalize(file));
    return source ? `${source.page}:${source.line + Number(line) - 1}` : match;
  });

const failures = checkProject(OUT);
for (const error of syntaxErrors) console.error(`${error} (excerpt does not parse)`);
for (const { name, output } of failures) console.error(`Docs samples fail under ${name}:\n${toPage(output)}`);
if (failures.length > 0 || syntaxErrors.length > 0) process.exit(1);
console.log(
  `Docs samples: ${sources.size} blocks of ${pages.length} pages compile under ${TYPESCRIPT_VERSIONS.map((v) => v.name).join(' and ')}.`,
);
