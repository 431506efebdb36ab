// Reading a pack's bytes as text. Pack files are UTF-8 (a leading byte-order mark is dropped).
// A file in another encoding — a GBK file saved by an older editor — gets one diagnostic
// saying so, at its first byte that is not UTF-8, instead of a screen of mojibake errors.
import { readFile } from "node:fs/promises";
import type { Diagnostic } from "../grammar/diagnostic.ts";

export type Decoded = { readonly text: string } | { readonly diagnostic: Diagnostic; readonly text?: undefined };

/** Offset of the first byte that is not part of a well-formed UTF-8 sequence, or -1. */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return i;
    i += need + 1;
  }
  return -1;
}

/** Whether the bytes read as GBK (GB 18030), what Chinese editors used to save files in. */
function readsAsGbk(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("gb18030", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Decodes a file's bytes, or says in one diagnostic (an error) that they are not UTF-8. */
export function decodeSource(bytes: Uint8Array, file: string): Decoded {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Not UTF-8: point at the first bad byte (line and column counted in the good text before it).
  }
  const bad = Math.max(firstInvalidByte(bytes), 0);
  let lineStart = bad;
  while (lineStart > 0 && bytes[lineStart - 1] !== 0x0a) lineStart--;
  let line = 1;
  for (let i = 0; i < lineStart; i++) if (bytes[i] === 0x0a) line++;
  const before = new TextDecoder("utf-8").decode(bytes.subarray(lineStart, bad));
  const column = before.length + 1;
  const hex = bytes[bad].toString(16).toUpperCase().padStart(2, "0");
  let lineEnd = bad;
  while (lineEnd < bytes.length && bytes[lineEnd] !== 0x0a) lineEnd++;
  const gbk = readsAsGbk(bytes) ? "; the file reads as GBK" : readsAsGbk(bytes.subarray(lineStart, lineEnd)) ? "; this line reads as GBK" : "";
  const message = `this file is not UTF-8 (the byte 0x${hex} here is not UTF-8${gbk}): save it as UTF-8 and check again`;
  return { diagnostic: { severity: "error", code: "E-ENCODING", message, file, line, column, endLine: line, endColumn: column + 1 } };
}

/** The text to show in a code frame for a source that did not decode (bad bytes as U+FFFD). */
export function lossyText(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes);
}

export type ReadSource = { readonly text: string; readonly diagnostic?: undefined } | { readonly text: string; readonly diagnostic: Diagnostic };

/**
 * Reads a pack file. An unreadable file throws (the caller reports it, e.g. exit status 2); a
 * file that is not UTF-8 comes back with its E-ENCODING diagnostic and its lossy text for the
 * code frame.
 */
export async function readSource(file: string, display = file): Promise<ReadSource> {
  const bytes = await readFile(file);
  const decoded = decodeSource(bytes, display);
  if (decoded.text !== undefined) return { text: decoded.text };
  return { text: lossyText(bytes), diagnostic: decoded.diagnostic };
}
