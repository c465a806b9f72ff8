// Every word a person reads comes from the catalogues, so it exists in every language. This reads each
// component's syntax tree and fails on text written straight into the markup: words between tags, words in
// the attributes people hear or see (aria-label, placeholder, title, alt, label), and string literals placed
// in the markup as {'…'}. Brand names and symbols are not words to translate.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(__dirname, '..');
const visibleAttributes = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
// Words that read the same in every language.
const untranslatable = new Set(['KaamSetu', 'Quickclap', 'UPI', 'OTP']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
  });
}

function isWords(text: string): boolean {
  const trimmed = text.trim();
  return /\p{L}/u.test(trimmed) && !untranslatable.has(trimmed);
}

/** Hard-coded texts in one file, as "line: text". */
function hardCodedTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && visibleAttributes.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && ts.isStringLiteralLike(value) && isWords(value.text)) report(node, value.text);
    }
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const value = node.expression;
      if (value && ts.isStringLiteralLike(value) && isWords(value.text)) report(node, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no hard-coded sentences in components', () => {
  it('finds text written into markup (the check itself works)', () => {
    const sample = `export const A = () => (
      <p title="Close" aria-label={'Open menu'}>
        Hello there {'friend'} {t('ok')} KaamSetu
        <img alt="" />
      </p>
    );`;
    expect(hardCodedTexts('sample.tsx', sample)).toEqual(['2: Close', '2: Open menu', '3: Hello there', '3: friend']);
  });

  it.each(sourceFiles(sourceRoot).map((file) => [path.relative(sourceRoot, file), file]))(
    '%s takes every visible text from the catalogues',
    (_name, file) => {
      expect(hardCodedTexts(file, readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});
