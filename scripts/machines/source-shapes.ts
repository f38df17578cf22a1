// What docs/machines/<id>.json needs from a machine's source because the running machine does not
// hold it (docs/decisions/065-machine-export-runtime-and-source.md): the TypeScript shapes of its
// input and output (`setup({ types })`), the input and output types of each actor it may invoke
// (`fromPromise<Output, Input>`, or a child machine's own `types`), and the text of a delay
// computed at run time. Read syntactically with the TypeScript compiler API, following relative
// imports, so it costs milliseconds and never depends on the type checker's view of a whole program.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One field of an object type: its name, type text, and the JSDoc that says what it is for. */
export type Field = { name: string; type: string; optional?: true; about?: string };
/** A type as written (`WithdrawInput`), with its fields when it is an object type we can find. */
export type Shape = { type: string; fields?: Field[] };
export type ActorShape = { logic: string; input?: Shape; output?: Shape };
export type SourceShapes = {
  input?: Shape;
  output?: Shape;
  /** By the name the machine's `setup({ actors })` gives it (an invoke's `src`). */
  actors: Record<string, ActorShape>;
  /** By delay name: the source text of a delay that is not a plain number. */
  delays: Record<string, string>;
};

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const files = new Map<string, ts.SourceFile>();

function parse(file: string): ts.SourceFile {
  let sourceFile = files.get(file);
  if (!sourceFile) {
    sourceFile = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    files.set(file, sourceFile);
  }
  return sourceFile;
}

const text = (node: ts.Node) => node.getText().replace(/\s+/g, ' ').trim();

function property(object: ts.Expression | undefined, name: string): ts.Expression | undefined {
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  for (const prop of object.properties)
    if (ts.isPropertyAssignment(prop) && prop.name.getText() === name) return prop.initializer;
  return undefined;
}

/** The module a relative import names, as a file; undefined for packages. */
function resolveImport(from: ts.SourceFile, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from.fileName), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) =>
    existsSync(file),
  );
}

/** A top-level declaration named `name` in `sourceFile`, or in the relative module it imports it from. */
function declaration(
  sourceFile: ts.SourceFile,
  name: string,
  depth = 0,
): { node: ts.Node; sourceFile: ts.SourceFile } | undefined {
  for (const statement of sourceFile.statements) {
    if (
      (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
      statement.name.text === name
    )
      return { node: statement, sourceFile };
    if (ts.isVariableStatement(statement))
      for (const decl of statement.declarationList.declarations)
        if (ts.isIdentifier(decl.name) && decl.name.text === name)
          return { node: decl, sourceFile };
  }
  if (depth > 3) return undefined;
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const clause = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : statement.exportClause;
    if (!clause || ts.isNamespaceImport(clause) || ts.isNamespaceExport(clause)) continue;
    const element = clause.elements.find((e) => e.name.text === name);
    if (!element) continue;
    const file = resolveImport(sourceFile, specifier.text);
    if (!file) return undefined;
    return declaration(parse(file), (element.propertyName ?? element.name).text, depth + 1);
  }
  return undefined;
}

function about(member: ts.Node): string | undefined {
  const docs = ts
    .getJSDocCommentsAndTags(member)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return docs || undefined;
}

function fieldsOf(members: ts.NodeArray<ts.TypeElement>): Field[] {
  return members.filter(ts.isPropertySignature).map((member) => ({
    name: member.name.getText(),
    type: member.type ? text(member.type) : 'unknown',
    ...(member.questionToken ? { optional: true as const } : {}),
    ...(about(member) ? { about: about(member) } : {}),
  }));
}

/** A type node as written, with its fields when it is, or names, an object type. */
function shapeOf(type: ts.TypeNode, sourceFile: ts.SourceFile): Shape {
  if (ts.isTypeLiteralNode(type)) return { type: text(type), fields: fieldsOf(type.members) };
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && !type.typeArguments) {
    const found = declaration(sourceFile, type.typeName.text);
    if (found && ts.isInterfaceDeclaration(found.node))
      return { type: text(type), fields: fieldsOf(found.node.members) };
    if (found && ts.isTypeAliasDeclaration(found.node)) {
      const inner = shapeOf(found.node.type, found.sourceFile);
      return inner.fields ? { type: text(type), fields: inner.fields } : { type: text(type) };
    }
  }
  return { type: text(type) };
}

/** `types: { input: {} as X }` → X. */
function typesEntry(setupArg: ts.Expression | undefined, key: string): ts.TypeNode | undefined {
  const value = property(property(setupArg, 'types'), key);
  return value && ts.isAsExpression(value) ? value.type : undefined;
}

/** The `setup({...})` argument of a `setup(...).createMachine(...)` call. */
function setupArgument(call: ts.CallExpression): ts.Expression | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'createMachine')
    return undefined;
  const setupCall = callee.expression;
  return ts.isCallExpression(setupCall) ? setupCall.arguments[0] : undefined;
}

function createMachineCalls(node: ts.Node, into: ts.CallExpression[] = []): ts.CallExpression[] {
  if (ts.isCallExpression(node) && setupArgument(node)) into.push(node);
  ts.forEachChild(node, (child) => {
    createMachineCalls(child, into);
  });
  return into;
}

function machineShape(
  setupArg: ts.Expression | undefined,
  sourceFile: ts.SourceFile,
  key: 'input' | 'output',
): Shape | undefined {
  const type = typesEntry(setupArg, key);
  return type ? shapeOf(type, sourceFile) : undefined;
}

/** An actor's logic (`fromPromise<Output, Input>(…)`, a machine) and its input and output shapes. */
function actorShape(value: ts.Expression, sourceFile: ts.SourceFile): ActorShape {
  let expression = value;
  let file = sourceFile;
  if (ts.isIdentifier(value)) {
    const found = declaration(sourceFile, value.text);
    if (!found || !ts.isVariableDeclaration(found.node) || !found.node.initializer)
      return { logic: '(not read from the source)' };
    expression = found.node.initializer;
    file = found.sourceFile;
  }
  if (ts.isCallExpression(expression) && setupArgument(expression)) {
    const setupArg = setupArgument(expression);
    return {
      logic: 'machine',
      ...optional('input', machineShape(setupArg, file, 'input')),
      ...optional('output', machineShape(setupArg, file, 'output')),
    };
  }
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
    const logic = expression.expression.text;
    const [first, second] = expression.typeArguments ?? [];
    // fromPromise<Output, Input>, fromCallback<Event, Input>, fromObservable<Output, Input>
    const output = logic === 'fromCallback' ? undefined : first;
    return {
      logic,
      ...optional('input', second && shapeOf(second, file)),
      ...optional('output', output && shapeOf(output, file)),
    };
  }
  return { logic: '(not read from the source)' };
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The shapes of the machine `machineId` in `file` (a path from the repository root). */
export function readSourceShapes(file: string, machineId: string): SourceShapes {
  const sourceFile = parse(path.join(ROOT, file));
  const call = createMachineCalls(sourceFile).find((candidate) => {
    const id = property(candidate.arguments[0], 'id');
    return id !== undefined && ts.isStringLiteral(id) && id.text === machineId;
  });
  if (!call) throw new Error(`${file} has no setup(…).createMachine({ id: '${machineId}' })`);
  const setupArg = setupArgument(call);
  const actors: Record<string, ActorShape> = {};
  const actorsArg = property(setupArg, 'actors');
  if (actorsArg && ts.isObjectLiteralExpression(actorsArg))
    for (const prop of actorsArg.properties)
      if (ts.isPropertyAssignment(prop))
        actors[prop.name.getText()] = actorShape(prop.initializer, sourceFile);
  const delays: Record<string, string> = {};
  const delaysArg = property(setupArg, 'delays');
  if (delaysArg && ts.isObjectLiteralExpression(delaysArg))
    for (const prop of delaysArg.properties)
      if (ts.isPropertyAssignment(prop) && !ts.isNumericLiteral(prop.initializer))
        delays[prop.name.getText()] = text(prop.initializer);
  return {
    ...optional('input', machineShape(setupArg, sourceFile, 'input')),
    ...optional('output', machineShape(setupArg, sourceFile, 'output')),
    actors,
    delays,
  };
}
