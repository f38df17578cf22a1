// Loads Stately's open-source extractor (@xstate/machine-extractor), the parser behind the
// visualizer's "import from code", so tests can read machine files the way Stately does.
//
// The extractor's code is built against xstate 4: at load it requires `xstate/lib/actions` and
// `xstate/lib/types`, paths xstate 5's export map does not have. package.json therefore
//   - points the extractor's xstate peer at our own xstate (`overrides`), so `npm ci` resolves
//     without ERESOLVE and the app keeps a single xstate, and
//   - installs xstate 4 under another name (`xstate4`, an npm alias, dev only),
// and this loader sends the extractor's own `xstate/lib/*` requires to `xstate4/lib/*` while it
// loads. Nothing else sees xstate 4: the redirect is limited to files of the extractor package and
// removed as soon as the module has loaded (CommonJS caches it).
import { Module, createRequire } from 'node:module';

/** The part of an extracted machine config (xstate 4 shape) these tests read. */
export type ExtractedStateConfig = {
  id?: string;
  description?: string;
  states?: Record<string, ExtractedStateConfig>;
  invoke?: ExtractedInvoke | ExtractedInvoke[];
  on?: Record<string, unknown>;
};
export type ExtractedInvoke = { id?: string; src?: string; kind?: 'named' | 'inline' };

/**
 * What the extractor parsed of one state node (`MachineExtractResult.stateNodes`), before
 * `toConfig()` turns it into an xstate 4 config and drops what xstate 4 lacks (`reenter`).
 */
export type ExtractedStateNode = {
  path: string[];
  ast: {
    id?: { value: string };
    on?: { properties: { key: string; result: ExtractedTransition[] }[] };
    after?: { properties: { key: string; result: ExtractedTransition[] }[] };
    always?: ExtractedTransition[];
    onDone?: ExtractedTransition[];
    invoke?: {
      id?: { value: string };
      onDone?: ExtractedTransition[];
      onError?: ExtractedTransition[];
    }[];
  };
};
export type ExtractedTransition = {
  target?: { value: string }[];
  guard?: { name?: string };
  cond?: { name?: string };
  reenter?: { value: boolean };
  actions?: { name?: string }[];
  description?: { value: string };
};

type ExtractedMachine = {
  toConfig(): ExtractedStateConfig | undefined;
  stateNodes: ExtractedStateNode[];
};
type FileExtractResult = { machines: Array<ExtractedMachine | undefined> };
export type MachineExtractor = {
  extractMachinesFromFile(fileContent: string): FileExtractResult | null;
};

type ParentModule = { filename?: string | null } | null | undefined;
type ResolveFilename = (
  this: unknown,
  request: string,
  parent: ParentModule,
  ...rest: unknown[]
) => string;
const loader = Module as unknown as { _resolveFilename: ResolveFilename };

const EXTRACTOR_DIR = /[\\/]node_modules[\\/]@xstate[\\/]machine-extractor[\\/]/;
const XSTATE4_INTERNALS = /^xstate\/lib\//;

let extractor: MachineExtractor | undefined;

export function loadMachineExtractor(): MachineExtractor {
  if (extractor) return extractor;
  const require = createRequire(import.meta.url);
  const resolveFilename = loader._resolveFilename;
  loader._resolveFilename = function redirectToXstate4(request, parent, ...rest) {
    const fromExtractor = EXTRACTOR_DIR.test(parent?.filename ?? '');
    const target =
      fromExtractor && XSTATE4_INTERNALS.test(request)
        ? request.replace(/^xstate\//, 'xstate4/')
        : request;
    return resolveFilename.call(this, target, parent, ...rest);
  };
  try {
    extractor = require('@xstate/machine-extractor') as MachineExtractor;
  } finally {
    loader._resolveFilename = resolveFilename;
  }
  return extractor;
}
