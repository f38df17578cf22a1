import { toMermaid } from './scripts/machines/mermaid';
import { sessionMachine } from './src/machines/session.machine';
import { preferencesMachine } from './src/machines/preferences.machine';
console.log(toMermaid(sessionMachine)); console.log(toMermaid(preferencesMachine));
