// Static rules for machine files (docs/architecture.md "Machines" 2, 4 and 6), read with the
// TypeScript compiler API so that a file is judged by what the Stately visualizer sees: its text.
//
//   literal-config        The object passed to createMachine is a literal: objects, arrays, strings,
//                         numbers, booleans, null and inline functions. No identifier references
//                         (imported or local), spreads, shorthand properties, computed keys or calls
//                         outside inline functions.
//   named-implementation  guard / actions / entry / exit / invoke src refer to implementations by
//                         name (a string, or `{ type: 'name', params }`); `after` delays are named.
//   description           Every state (every entry of a `states` object) has a string description.
//   invoke-id             Every invoke has a string `id`.
//   opening-comment       The file opens with a comment naming every top-level state.
//
// Inline functions are opaque to the visualizer (it shows them as "inline"), so what they call is
// not a violation; imported bindings they use are listed in `inlineImportUses` for information.
import ts from 'typescript';

export type RuleName =
  'literal-config' | 'named-implementation' | 'description' | 'invoke-id' | 'opening-comment';

export type Violation = { rule: RuleName; where: string; message: string };

export type MachineReport = {
  /** The config's literal `id`, if it has one. */
  id: string | undefined;
  /** How many states the config declares below the root. */
  stateCount: number;
  /** `name (from 'module') in <where>` for imported bindings used inside inline functions. */
  inlineImportUses: string[];
};

export type SourceReport = { machines: MachineReport[]; violations: Violation[] };

type Checker = {
  sourceFile: ts.SourceFile;
  imports: Map<string, string>;
  violations: Violation[];
  machine: MachineReport;
};

const STATE_TRANSITION_KEYS = new Set(['on', 'always', 'onDone', 'onError', 'onSnapshot']);
const ACTION_KEYS = new Set(['entry', 'exit']);

export function checkMachineSource(fileName: string, source: string): SourceReport {
  const sourceFile = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const imports = importedBindings(sourceFile);
  const violations: Violation[] = [];
  const machines: MachineReport[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isCreateMachineCallee(node.expression)) {
      const machine: MachineReport = { id: undefined, stateCount: 0, inlineImportUses: [] };
      machines.push(machine);
      const config = node.arguments[0] ? unwrap(node.arguments[0]) : undefined;
      const checker: Checker = { sourceFile, imports, violations, machine };
      if (config && ts.isObjectLiteralExpression(config)) {
        machine.id = stringValue(propertyValue(config, 'id'));
        visitStateNode(checker, config, [machine.id ?? '(machine)'], true);
        checkOpeningComment(checker, config);
      } else {
        report(
          checker,
          'literal-config',
          node,
          'createMachine',
          'the config is not an object literal',
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { machines, violations };
}

function isCreateMachineCallee(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'createMachine';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'createMachine';
}

/** Local name → module of every value binding the file imports. */
function importedBindings(sourceFile: ts.SourceFile): Map<string, string> {
  const bindings = new Map<string, string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const from = statement.moduleSpecifier.text;
    if (clause.name) bindings.set(clause.name.text, from);
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) bindings.set(named.name.text, from);
    if (named && ts.isNamedImports(named)) {
      for (const element of named.elements)
        if (!element.isTypeOnly) bindings.set(element.name.text, from);
    }
  }
  return bindings;
}

// ---------------------------------------------------------------------------------------------
// The config's structure

function visitStateNode(
  c: Checker,
  node: ts.ObjectLiteralExpression,
  path: string[],
  isRoot: boolean,
): void {
  const where = path.join('.');
  if (!isRoot) {
    c.machine.stateCount += 1;
    const description = propertyValue(node, 'description');
    if (description === undefined)
      report(c, 'description', node, where, 'the state has no description');
    else if (!stringValue(description)?.trim()) {
      report(
        c,
        'description',
        description,
        where,
        'the description is not a non-empty string literal',
      );
    }
  }
  for (const [key, value] of properties(c, node, where)) {
    const at = `${where} › ${key}`;
    if (key === 'states') {
      const states = unwrap(value);
      if (!ts.isObjectLiteralExpression(states)) {
        report(c, 'literal-config', value, at, 'states is not an object literal');
        continue;
      }
      for (const [name, child] of properties(c, states, at)) {
        const state = unwrap(child);
        if (ts.isObjectLiteralExpression(state)) visitStateNode(c, state, [...path, name], false);
        else
          report(
            c,
            'literal-config',
            child,
            `${where}.${name}`,
            'the state is not an object literal',
          );
      }
    } else if (key === 'invoke') {
      forEachItem(value, (invoke) => visitInvoke(c, invoke, at));
    } else if (key === 'on' || key === 'after') {
      const map = unwrap(value);
      if (!ts.isObjectLiteralExpression(map)) {
        report(c, 'literal-config', value, at, `${key} is not an object literal`);
        continue;
      }
      for (const [event, transitions, eventProperty] of properties(c, map, at)) {
        if (key === 'after' && /^\d/.test(event)) {
          report(
            c,
            'named-implementation',
            eventProperty,
            `${at} › ${event}`,
            'use a named delay, not a number',
          );
        }
        visitTransitions(c, transitions, `${at} › ${event}`);
      }
    } else if (STATE_TRANSITION_KEYS.has(key)) {
      visitTransitions(c, value, at);
    } else if (ACTION_KEYS.has(key)) {
      visitActions(c, value, at);
    } else {
      checkData(c, value, at);
    }
  }
}

function visitInvoke(c: Checker, node: ts.Expression, where: string): void {
  const invoke = unwrap(node);
  if (!ts.isObjectLiteralExpression(invoke)) {
    report(c, 'literal-config', node, where, 'the invoke is not an object literal');
    return;
  }
  const id = propertyValue(invoke, 'id');
  if (id === undefined) report(c, 'invoke-id', invoke, where, 'the invoke has no id');
  else if (!stringValue(id))
    report(c, 'invoke-id', id, where, 'the invoke id is not a string literal');
  for (const [key, value] of properties(c, invoke, where)) {
    const at = `${where} › ${key}`;
    if (key === 'src') {
      if (stringValue(value) === undefined) {
        report(
          c,
          'named-implementation',
          value,
          at,
          'invoke src must name an actor from setup({ actors })',
        );
      }
    } else if (STATE_TRANSITION_KEYS.has(key)) {
      visitTransitions(c, value, at);
    } else {
      checkData(c, value, at);
    }
  }
}

function visitTransitions(c: Checker, node: ts.Expression, where: string): void {
  forEachItem(node, (item) => {
    const transition = unwrap(item);
    if (!ts.isObjectLiteralExpression(transition)) {
      checkData(c, item, where); // a bare target string
      return;
    }
    for (const [key, value] of properties(c, transition, where)) {
      const at = `${where} › ${key}`;
      if (key === 'guard' || key === 'cond') visitNamedReference(c, value, at, 'guard');
      else if (key === 'actions') visitActions(c, value, at);
      else checkData(c, value, at);
    }
  });
}

function visitActions(c: Checker, node: ts.Expression, where: string): void {
  forEachItem(node, (action) => visitNamedReference(c, action, where, 'action'));
}

/** `'name'` or `{ type: 'name', params }`. */
function visitNamedReference(
  c: Checker,
  node: ts.Expression,
  where: string,
  kind: 'guard' | 'action',
): void {
  const reference = unwrap(node);
  if (stringValue(reference) !== undefined) return;
  if (
    ts.isObjectLiteralExpression(reference) &&
    stringValue(propertyValue(reference, 'type')) !== undefined
  ) {
    for (const [key, value] of properties(c, reference, where))
      if (key !== 'type') checkData(c, value, `${where} › ${key}`);
    return;
  }
  report(
    c,
    'named-implementation',
    node,
    where,
    `the ${kind} must be named: '${kind}Name' or { type: '${kind}Name' }`,
  );
}

// ---------------------------------------------------------------------------------------------
// Literal values

function checkData(c: Checker, node: ts.Expression, where: string): void {
  const value = unwrap(node);
  if (isLiteral(value)) return;
  if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) {
    noteInlineImports(c, value, where);
    return;
  }
  if (ts.isObjectLiteralExpression(value)) {
    for (const [key, item] of properties(c, value, where)) checkData(c, item, `${where} › ${key}`);
    return;
  }
  if (ts.isArrayLiteralExpression(value)) {
    for (const element of value.elements) {
      if (ts.isSpreadElement(element))
        report(c, 'literal-config', element, where, `spread ${text(c, element)}`);
      else checkData(c, element, where);
    }
    return;
  }
  if (ts.isIdentifier(value)) {
    const from = c.imports.get(value.text);
    const origin = from ? `imported from '${from}'` : 'not a literal';
    report(c, 'literal-config', value, where, `refers to ${value.text} (${origin})`);
    return;
  }
  const imported = importedIdentifiersIn(c, value);
  const origin = imported.length ? ` (uses imported ${imported.join(', ')})` : '';
  report(c, 'literal-config', value, where, `is not a literal: ${text(c, value)}${origin}`);
}

function isLiteral(node: ts.Expression): boolean {
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isBigIntLiteral(node)
  ) {
    return true;
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword)
    return true;
  if (node.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isIdentifier(node) && node.text === 'undefined') return true;
  return (
    ts.isPrefixUnaryExpression(node) &&
    (node.operator === ts.SyntaxKind.MinusToken || node.operator === ts.SyntaxKind.PlusToken) &&
    ts.isNumericLiteral(node.operand)
  );
}

function noteInlineImports(c: Checker, fn: ts.Node, where: string): void {
  for (const name of importedIdentifiersIn(c, fn)) {
    const use = `${name} (from '${c.imports.get(name)}') in ${where}`;
    if (!c.machine.inlineImportUses.includes(use)) c.machine.inlineImportUses.push(use);
  }
}

/** Imported bindings referenced (as values) anywhere inside `root`. */
function importedIdentifiersIn(c: Checker, root: ts.Node): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) return;
    if (ts.isIdentifier(node) && c.imports.has(node.text) && isValueReference(node))
      found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return [...found];
}

function isValueReference(identifier: ts.Identifier): boolean {
  const parent = identifier.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === identifier) return false;
  if (
    (ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === identifier
  )
    return false;
  if (ts.isBindingElement(parent) && parent.propertyName === identifier) return false;
  return !(
    ts.isParameter(parent) ||
    ts.isVariableDeclaration(parent) ||
    ts.isBindingElement(parent)
  );
}

// ---------------------------------------------------------------------------------------------
// The opening comment

function checkOpeningComment(c: Checker, config: ts.ObjectLiteralExpression): void {
  const states = propertyValue(config, 'states');
  const stateObject = states && unwrap(states);
  if (!stateObject || !ts.isObjectLiteralExpression(stateObject)) return;
  const fullText = c.sourceFile.getFullText();
  const first = ts.getLeadingCommentRanges(fullText, 0)?.[0];
  const comment = first ? fullText.slice(first.pos, first.end) : '';
  const where = c.machine.id ?? '(machine)';
  if (!/Top-level states:/.test(comment)) {
    report(
      c,
      'opening-comment',
      config,
      where,
      'the file does not open with a "Top-level states:" comment',
    );
    return;
  }
  for (const property of stateObject.properties) {
    const name = property.name && propertyName(property.name);
    if (name && !new RegExp(`\\b${name}\\b`).test(comment)) {
      report(
        c,
        'opening-comment',
        property,
        where,
        `the opening comment does not name the top-level state ${name}`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** The properties of an object literal as [key, value, node], reporting any that is not plain. */
function properties(
  c: Checker,
  object: ts.ObjectLiteralExpression,
  where: string,
): Array<[string, ts.Expression, ts.ObjectLiteralElementLike]> {
  const result: Array<[string, ts.Expression, ts.ObjectLiteralElementLike]> = [];
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property)) {
      report(c, 'literal-config', property, where, `spread ${text(c, property.expression)}`);
      continue;
    }
    if (ts.isShorthandPropertyAssignment(property)) {
      const from = c.imports.get(property.name.text);
      const origin = from ? `imported from '${from}'` : 'not a literal';
      report(
        c,
        'literal-config',
        property,
        where,
        `shorthand property ${property.name.text} (${origin})`,
      );
      continue;
    }
    const key = propertyName(property.name);
    if (key === undefined) {
      report(c, 'literal-config', property, where, `computed key ${text(c, property.name)}`);
      continue;
    }
    if (ts.isPropertyAssignment(property)) result.push([key, property.initializer, property]);
    else if (ts.isMethodDeclaration(property)) noteInlineImports(c, property, `${where} › ${key}`);
    else report(c, 'literal-config', property, `${where} › ${key}`, 'accessors are not literal');
  }
  return result;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  if (ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) {
    const expression = unwrap(name.expression);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.text;
  }
  return undefined;
}

function propertyValue(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && propertyName(property.name) === key)
      return property.initializer;
  }
  return undefined;
}

function stringValue(node: ts.Expression | undefined): string | undefined {
  const value = node && unwrap(node);
  if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)))
    return value.text;
  return undefined;
}

/** Strips parentheses and type-only wrappers (`as`, `satisfies`, `!`, `<T>x`). */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function forEachItem(node: ts.Expression, visit: (item: ts.Expression) => void): void {
  const value = unwrap(node);
  if (!ts.isArrayLiteralExpression(value)) {
    visit(node);
    return;
  }
  for (const element of value.elements) visit(element);
}

function text(c: Checker, node: ts.Node): string {
  const raw = node.getText(c.sourceFile).replace(/\s+/g, ' ');
  return raw.length > 60 ? `${raw.slice(0, 57)}...` : raw;
}

function report(c: Checker, rule: RuleName, node: ts.Node, where: string, message: string): void {
  const { line } = c.sourceFile.getLineAndCharacterOfPosition(node.getStart(c.sourceFile));
  c.violations.push({ rule, where: `${c.sourceFile.fileName}:${line + 1} ${where}`, message });
}
