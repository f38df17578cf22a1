// Production builds drop the `description` of every state in every machine file (src/features/*/machines, src/shared/machines): they are
// for people (the Stately visualizer reads the source files, `npm run machines` the source too) and
// nothing reads them at run time, but the session and preferences machines' prose sat on the first
// route. The dev server and the tests keep them (the inspector shows them).
import ts from 'typescript';
import type { Plugin } from 'vite';

const MACHINE_FILE = /\/src\/(features\/[^/]+|shared)\/machines\/[^/]+\.machine\.ts$/;

/** The source without its `description: '…'` properties (string literals only). */
export function stripDescriptions(source: string, fileName = 'machine.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'description' &&
      ts.isStringLiteralLike(node.initializer) &&
      ts.isObjectLiteralExpression(node.parent)
    ) {
      const end = source[node.end] === ',' ? node.end + 1 : node.end;
      cuts.push([node.getStart(file), end]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.reverse()) out = out.slice(0, start) + out.slice(end);
  return out;
}

export function stripMachineDescriptions(): Plugin {
  return {
    name: 'gamerhub:strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!MACHINE_FILE.test(path)) return null;
      return { code: stripDescriptions(code, path), map: null };
    },
  };
}
