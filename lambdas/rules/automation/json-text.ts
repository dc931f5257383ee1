/**
 * Turns a file's bytes into a parsed JSON value, refusing what is too large or too deeply nested
 * before parsing: the depth scan is one linear pass over the text (no recursion), so a hostile
 * file costs at most 2 MB of scanning.
 */
import { AUTOMATION_MAX_BYTES, AUTOMATION_MAX_DEPTH, NOT_JSON, TOO_DEEP, refuse } from './manifest';
import { N8N_WORKFLOW_TOO_LARGE } from '../n8n-workflow';

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays, ignoring brackets inside strings. */
export function jsonDepth(bytes: Uint8Array, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth -= 1;
  }
  return deepest;
}

export function parseJsonBytes(bytes: Uint8Array): unknown {
  if (bytes.length > AUTOMATION_MAX_BYTES) refuse(N8N_WORKFLOW_TOO_LARGE);
  if (bytes.length === 0) refuse('The file is empty.');
  if (jsonDepth(bytes, AUTOMATION_MAX_DEPTH) > AUTOMATION_MAX_DEPTH) refuse(TOO_DEEP);
  let textValue: string;
  try {
    textValue = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse(NOT_JSON);
  }
  try {
    return JSON.parse(textValue.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return refuse(NOT_JSON);
  }
}
