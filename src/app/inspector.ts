// Development only: connects every actor to the Stately inspector (`npm run dev:inspect`, or
// `?inspect` in the address during `npm run dev`). start.tsx imports this module dynamically behind
// `import.meta.env.DEV`, so production builds contain none of it (scripts/check-prod-bundle.mjs).
//
// Nothing secret leaves the app: every inspection event is copied and redacted before the
// inspector sees it, and the copy is redacted again as it is serialized for the inspector window.
//   - A value under a key matching SECRET_KEY (access_token, token, urlToken, password, code, …)
//     becomes '[redacted]'; so does `value` beside `field: 'password'` (the sign-in form's events).
//   - In every string, query parameters with such a name (`?_token=…`, `&code=…`), bearer
//     credentials and `"password": "…"`-style JSON members are masked, and so is every secret value
//     seen so far (a token that reappears inside an error message or a path).
// The originals are never touched: the app keeps using its own events, snapshots and context.
//
// State values, tags, child ids and machine definitions are structure, not data: their keys are
// kept (a state named `enteringCode` is not a secret), only their strings are masked.
import { createBrowserInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import type { ActorRefLike, InspectionEvent, Observer } from 'xstate';

export type InspectionTarget = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export const REDACTED = '[redacted]';
/** Keys whose values are secrets. */
export const SECRET_KEY = /token|password|code|secret|authorization/i;

/** Secret values shorter than this are redacted where they are keyed but not searched for in text. */
const MIN_SEARCHED_SECRET_LENGTH = 6;
/** How many distinct secret values are remembered for masking (oldest forgotten first). */
const MAX_KNOWN_SECRETS = 500;
const DEPTH_LIMIT = 20;

const SECRET_NAME = String.raw`[^=&?#;\s"'<>]*(?:token|password|code|secret|authorization)[^=&?#;\s"'<>]*`;
/** `name=value` pairs of a URL or query string whose name is a secret's. */
const SECRET_PARAM = new RegExp(String.raw`(^|[?&#;\s])(${SECRET_NAME})=([^&#;\s"'<>]*)`, 'gi');
/** `Authorization: Bearer …` and the like. */
const CREDENTIAL = /\b(Bearer|Basic|Token)\s+([A-Za-z0-9._~+/=-]{4,})/gi;
/** `"access_token": "…"` inside JSON text (an error body, a logged request). */
const SECRET_JSON_MEMBER = new RegExp(
  String.raw`("${SECRET_NAME}"\s*:\s*)"((?:[^"\\]|\\.)*)"`,
  'gi',
);
/** Keys naming the field whose `value` sits beside them: `{ field: 'password', value }`. */
const FIELD_NAME_KEYS = ['field', 'name', 'key'];

type Mode = 'data' | 'structure';

type ActorRefInternals = ActorRefLike & {
  id?: string;
  systemId?: string;
  _parent?: ActorRefInternals;
  logic?: { config?: unknown };
  getSnapshot(): unknown;
};

export type Redactor = {
  /** A redacted deep copy of runtime data (context, events, input, output, errors, params). */
  data<T>(value: T): T;
  /** A redacted deep copy of an actor snapshot (state value and tags keep their keys). */
  snapshot(snapshot: unknown): unknown;
  /** A redacted copy of an xstate inspection event, with stand-ins for its actor refs. */
  inspectionEvent(event: InspectionEvent): InspectionEvent;
  /** A redacted, JSON-safe copy of an event on its way to the inspector window. */
  serialize(event: StatelyInspectionEvent): StatelyInspectionEvent;
};

export function createRedactor(): Redactor {
  const known = new Set<string>();
  let knownPattern: RegExp | null = null;
  const definitions = new WeakMap<object, unknown>();

  function remember(secret: string): void {
    if (secret.length < MIN_SEARCHED_SECRET_LENGTH || secret === REDACTED || known.has(secret))
      return;
    known.add(secret);
    if (known.size > MAX_KNOWN_SECRETS) known.delete(known.values().next().value as string);
    knownPattern = null;
  }

  /** Remembers every string (and number) inside a value that is a secret as a whole. */
  function rememberLeaves(value: unknown, depth = 0): void {
    if (typeof value === 'string') {
      remember(value);
      try {
        remember(decodeURIComponent(value));
      } catch {
        // Not URI-encoded.
      }
    } else if (typeof value === 'number' || typeof value === 'bigint') remember(String(value));
    else if (value !== null && typeof value === 'object' && depth < DEPTH_LIMIT) {
      for (const item of Object.values(value)) rememberLeaves(item, depth + 1);
    }
  }

  /** Masks secret-looking parts of a string and remembers the secrets it finds. */
  function maskPatterns(text: string, mode: Mode): string {
    let masked = text.replace(SECRET_PARAM, (_match, lead: string, name: string, value: string) => {
      rememberLeaves(value);
      return `${lead}${name}=${value ? REDACTED : ''}`;
    });
    masked = masked.replace(CREDENTIAL, (_match, scheme: string, value: string) => {
      rememberLeaves(value);
      return `${scheme} ${REDACTED}`;
    });
    if (mode === 'data') {
      masked = masked.replace(SECRET_JSON_MEMBER, (_match, member: string, value: string) => {
        rememberLeaves(value);
        return `${member}"${REDACTED}"`;
      });
    }
    return masked;
  }

  function maskKnown(text: string): string {
    if (known.size === 0) return text;
    knownPattern ??= new RegExp(
      [...known]
        .sort((a, b) => b.length - a.length)
        .map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|'),
      'g',
    );
    return text.replace(knownPattern, REDACTED);
  }

  function isSecretField(object: Record<string, unknown>): boolean {
    return FIELD_NAME_KEYS.some(
      (key) => typeof object[key] === 'string' && SECRET_KEY.test(object[key]),
    );
  }

  /**
   * First pass: a plain, acyclic copy with keyed secrets and secret-looking text masked; the
   * secrets found are remembered. Functions are kept (the inspector names them, as it does for
   * the originals); objects with toJSON are copied as they would be serialized.
   */
  function copy(value: unknown, mode: Mode, depth: number, ancestors: Set<object>): unknown {
    if (typeof value === 'string') return maskPatterns(value, mode);
    if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
    if (value === null || typeof value !== 'object') return value; // numbers, booleans, undefined, functions
    if (ancestors.has(value)) return '[circular]';
    if (depth >= DEPTH_LIMIT) return '[depth limit]';
    if (typeof Node !== 'undefined' && value instanceof Node) return `[${value.nodeName}]`;
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return '[binary]';

    ancestors.add(value);
    try {
      const toJSON = (value as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === 'function' && !(value instanceof Error)) {
        const json: unknown = toJSON.call(value);
        if (json !== value) return copy(json, mode, depth + 1, ancestors);
      }
      if (value instanceof Map) {
        const entries = [...value.entries()];
        const byName = entries.every(([key]) => typeof key === 'string');
        return copy(byName ? Object.fromEntries(entries) : entries, mode, depth + 1, ancestors);
      }
      if (value instanceof Set) return copy([...value.values()], mode, depth + 1, ancestors);
      if (Array.isArray(value)) return value.map((item) => copy(item, mode, depth + 1, ancestors));

      const source = value as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      if (value instanceof Error) {
        result.name = copy(value.name, mode, depth + 1, ancestors);
        result.message = copy(value.message, mode, depth + 1, ancestors);
        if (value.cause !== undefined) result.cause = copy(value.cause, mode, depth + 1, ancestors);
      }
      const secretField = mode === 'data' && isSecretField(source);
      for (const key of Object.keys(source)) {
        let item: unknown;
        try {
          item = source[key];
        } catch {
          result[key] = '[unreadable]';
          continue;
        }
        const secret =
          mode === 'data' && (SECRET_KEY.test(key) || (secretField && key === 'value'));
        if (secret && item != null) {
          rememberLeaves(item);
          result[key] = REDACTED;
        } else {
          result[key] = copy(item, mode, depth + 1, ancestors);
        }
      }
      return result;
    } finally {
      ancestors.delete(value);
    }
  }

  /** Second pass, on a first-pass copy: masks every remembered secret in every string. */
  function maskCopy(value: unknown): unknown {
    if (typeof value === 'string') return maskKnown(value);
    if (Array.isArray(value)) return value.map(maskCopy);
    if (value === null || typeof value !== 'object') return value;
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = maskCopy(item);
    return result;
  }

  const firstPass = (value: unknown, mode: Mode) => copy(value, mode, 0, new Set());

  const STRUCTURE_SNAPSHOT_KEYS = new Set(['value', 'status', 'tags', 'children']);

  /** History state → the ids of the remembered state nodes (not the nodes: they hold the whole machine). */
  function historyIds(historyValue: unknown): unknown {
    if (historyValue === null || typeof historyValue !== 'object') return {};
    const result: Record<string, unknown> = {};
    for (const [key, nodes] of Object.entries(historyValue)) {
      if (Array.isArray(nodes)) {
        result[key] = nodes.map((node: { id?: unknown }) => ({
          id: firstPass(node?.id, 'structure'),
        }));
      }
    }
    return result;
  }

  function snapshotFirstPass(snapshot: unknown): unknown {
    if (snapshot === null || typeof snapshot !== 'object') return firstPass(snapshot, 'data');
    const toJSON = (snapshot as { toJSON?: unknown }).toJSON;
    const plain: unknown = typeof toJSON === 'function' ? toJSON.call(snapshot) : snapshot;
    if (plain === null || typeof plain !== 'object' || Array.isArray(plain))
      return firstPass(plain, 'data');
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(plain)) {
      if (key === 'historyValue') result[key] = historyIds(item);
      else result[key] = firstPass(item, STRUCTURE_SNAPSHOT_KEYS.has(key) ? 'structure' : 'data');
    }
    return result;
  }

  /** The machine definition the inspector draws, as structure; computed once per logic. */
  function definitionOf(logic: unknown): unknown {
    const config = (logic as { config?: unknown } | undefined)?.config;
    if (config === null || typeof config !== 'object') return config;
    if (!definitions.has(config)) definitions.set(config, maskCopy(firstPass(config, 'structure')));
    return definitions.get(config);
  }

  /** What the inspector reads of an actor ref, without the ref itself. */
  function standIn(ref: ActorRefLike | undefined): ActorRefLike | undefined {
    if (!ref) return undefined;
    const actor = ref as ActorRefInternals;
    const parent = actor._parent;
    return {
      id: actor.id,
      sessionId: actor.sessionId,
      systemId: actor.systemId,
      _parent: parent ? { id: parent.id, sessionId: parent.sessionId } : undefined,
      logic: { config: definitionOf(actor.logic) },
      // Read when the inspector gets to it (it defers its work), like the real ref.
      getSnapshot: () => maskCopy(snapshotFirstPass(actor.getSnapshot())),
      send: () => {},
      toJSON: () => ({ xstate$$type: 1, id: actor.id }),
    } as ActorRefLike;
  }

  function inspectionEvent(event: InspectionEvent): InspectionEvent {
    const firstPassed: Record<string, unknown> = {};
    const refs: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(event)) {
      if (key === 'actorRef' || key === 'sourceRef')
        refs[key] = standIn(item as ActorRefLike | undefined);
      else if (key === 'snapshot') firstPassed[key] = snapshotFirstPass(item);
      else if (key === 'type' || key === 'rootId') firstPassed[key] = item;
      else firstPassed[key] = firstPass(item, key === '_transitions' ? 'structure' : 'data');
    }
    // Masked only now, so that a secret found anywhere in the event is masked everywhere in it.
    return { ...(maskCopy(firstPassed) as object), ...refs } as unknown as InspectionEvent;
  }

  function serialize(event: StatelyInspectionEvent): StatelyInspectionEvent {
    const firstPassed: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(event)) {
      if (key === 'snapshot') firstPassed[key] = snapshotFirstPass(item);
      else if (key === 'event') firstPassed[key] = firstPass(item, 'data');
      else firstPassed[key] = firstPass(item, 'structure');
    }
    // JSON-safe for postMessage: functions become { type: name }, as the inspector's own serializer does.
    const json = JSON.stringify(maskCopy(firstPassed), (_key, value: unknown) =>
      typeof value === 'function' ? { type: value.name } : value,
    );
    return JSON.parse(json) as StatelyInspectionEvent;
  }

  return {
    data: <T>(value: T) => maskCopy(firstPass(value, 'data')) as T,
    snapshot: (snapshot) => maskCopy(snapshotFirstPass(snapshot)),
    inspectionEvent,
    serialize,
  };
}

/**
 * Wraps an inspection observer so that it only ever receives redacted copies of inspection events.
 * A failure to redact drops the event: inspection must never break or leak from the app.
 */
export function createRedactingInspector(
  target: InspectionTarget,
  redactor: Redactor = createRedactor(),
): Observer<InspectionEvent> {
  const next =
    typeof target === 'function' ? target : (event: InspectionEvent) => target.next?.(event);
  return {
    next(event) {
      let redacted: InspectionEvent;
      try {
        redacted = redactor.inspectionEvent(event);
      } catch (error) {
        console.warn('Inspection event dropped: it could not be redacted.', error);
        return;
      }
      next(redacted);
    },
  };
}

export type StatelyInspectorOptions = Pick<
  NonNullable<Parameters<typeof createBrowserInspector>[0]>,
  'url' | 'autoStart' | 'send'
>;

/**
 * The Stately inspector (a window on stately.ai/inspect; allow the pop-up) behind the redacting
 * wrapper, with its documented `serialize` option redacting once more on the way out.
 */
export function createStatelyInspector(
  options: StatelyInspectorOptions = {},
): Observer<InspectionEvent> {
  const redactor = createRedactor();
  const inspector = createBrowserInspector({
    ...options,
    serialize: (event) => redactor.serialize(event),
  });
  return createRedactingInspector(inspector.inspect, redactor);
}
