// `import en from './locales/en.json?messages'`: a catalogue compiled by the build
// (scripts/build/message-catalogues.ts). Only an area's text.ts imports one; its keys are typed
// there from the plain JSON (`import type source from './locales/en.json'`).
declare module '*.json?messages' {
  const messages: import('./catalogue').CompiledMessages;
  export default messages;
}
