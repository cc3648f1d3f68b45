/**
 * Finds interface text written straight into components instead of coming from a catalogue:
 * JSX text with letters, and letters in the string literals of the props people read
 * (aria-label, title, placeholder, alt, label...). Run over every component by
 * hardcodedText.test.ts, so `npm test` fails on a new untranslated string.
 */
import ts from 'typescript';

export interface HardcodedText {
  line: number;
  text: string;
}

/** Props whose value a person reads or hears. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

// Letters in any script; digits, punctuation and symbols (×, …, ·, →) are fine.
const LETTERS = /\p{L}/u;

/** Text that is not language, though it has letters: the product's name. */
const ALLOWED = new Set(['Petrel']);

/** An example address or handle (name@example.org): the same in every language. */
const EXAMPLE_ADDRESS = /^[\w.+-]+@[\w.-]+\.[a-z]+$/i;

function readable(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed !== '' &&
    LETTERS.test(trimmed) &&
    !ALLOWED.has(trimmed) &&
    !EXAMPLE_ADDRESS.test(trimmed)
  );
}

/** String and template pieces that end up as the prop's value (not those inside calls like t()). */
function literalsOf(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [expression.head.text, ...expression.templateSpans.map((s) => s.literal.text)];
  if (ts.isConditionalExpression(expression))
    return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    // `kind === 'image' && …` compares a value; only what a join or fallback yields is shown.
    const op = expression.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(expression.right);
    if (
      op === ts.SyntaxKind.PlusToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken
    )
      return [...literalsOf(expression.left), ...literalsOf(expression.right)];
    return [];
  }
  if (ts.isParenthesizedExpression(expression)) return literalsOf(expression.expression);
  return [];
}

export function findHardcodedText(source: string, fileName = 'component.tsx'): HardcodedText[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: HardcodedText[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: text.trim(),
    });

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && readable(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      const pieces = ts.isStringLiteral(init)
        ? [init.text]
        : ts.isJsxExpression(init) && init.expression
          ? literalsOf(init.expression)
          : [];
      for (const piece of pieces) if (readable(piece)) report(node, piece);
    }
    // A string literal alone between braces in JSX children: {'Save'}.
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      for (const piece of literalsOf(node.expression)) if (readable(piece)) report(node, piece);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
